/**
 * Property-based fuzzing of every route the app documents (its OpenAPI document), as a signed-in writer
 * and as nobody: bodies of arbitrary JSON and mutations of a plausible body (NUL in strings, huge numbers,
 * wrong types, long and odd unicode strings, JSON nested 5,000 deep), odd path ids, query strings and
 * session-token headers. Whatever comes in, the answer is never a 5xx, and a rejected call (4xx) changes
 * nothing in the database.
 *
 * Deterministic: a fixed seed and number of runs. Another seed or more runs: FUZZ_SEED=123 FUZZ_RUNS=2000
 * (docs/testing.md).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_HEADER } from '../../core/domain/http-conventions';
import type { ApiClient } from './harness';
import { useSignedInServer } from './support/signed-in-server';

const SEED = Number(process.env.FUZZ_SEED ?? 20240611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

/** Signing out would leave the writer without a session for the rest of the run. */
const SKIPPED_ROUTES = new Set(['GET /api/oauth/logouts.json']);

/** The content tables a rejected call must leave as they were (bookkeeping like sessions is not content). */
const CONTENT_TABLES = [
  'companies', 'users', 'roles', 'role_users', 'projects', 'project_user_permissions', 'project_role_permissions',
  'sections', 'project_scenario_modules', 'entity_values', 'project_favorites', 'labels', 'project_labels',
  'project_history_events', 'project_resources', 'project_access_urls', 'comments', 'user_preferences', 'stored_files',
  'stakeholder_roles', 'stakeholders', 'stakeholder_map_items', 'product_and_service_item_categories', 'product_and_service_items',
  'product_and_service_map_items', 'tag_categories', 'tags', 'tag_map_items', 'links', 'audit_events', 'company_api_keys',
  'assessments', 'assessment_user_permissions', 'assessment_role_permissions', 'assessment_sections', 'assessment_groups',
  'assessment_questions', 'assessment_question_options', 'assessment_responses', 'response_answers', 'response_answer_options',
  'release_notes', 'release_note_images', 'release_note_reads', 'feature_notifications', 'feature_notification_views',
];

/** Stands for JSON nested 5,000 deep in a generated body: JSON.stringify itself cannot write that. */
const DEEP = '\u0001deep\u0001';
const DEEP_JSON = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  format?: string;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: Array<{ in: string; name: string }>;
}

interface Route {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  sample: unknown;
}

/** A plausible body for a schema: every listed property with a value of its type. */
function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((s) => s.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sampleOf(s)]));
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'string':
      return schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function routesOf(document: { paths?: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (SKIPPED_ROUTES.has(`${method.toUpperCase()} ${path}`)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        sample: sampleOf(operation.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return routes;
}

const oddStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\u{1F600}\u0301', 'x'.repeat(100_000), '9'.repeat(400), "'; drop table projects; --", '../../etc/passwd', DEEP),
);
const oddNumbers = fc.constantFrom(0, -1, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER);
const wrongTypes = fc.constantFrom<unknown>(null, true, [], {}, [[[]]], { a: { b: {} } });
const oddValues: fc.Arbitrary<unknown> = fc.oneof(oddStrings, oddNumbers, wrongTypes);

/** Every path to a value inside a JSON value (the value itself being the empty path). */
function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
}

function replaced(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: Record<string, unknown> = Array.isArray(value) ? [...value] as unknown as Record<string, unknown> : { ...(value as object) };
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), replacement);
  return copy;
}

function bodyFor(route: Route): fc.Arbitrary<unknown> {
  const paths = pathsOf(route.sample);
  const mutated = fc
    .tuple(fc.nat(), oddValues, fc.option(fc.string({ maxLength: 10 }), { nil: undefined }))
    .map(([index, value, extraKey]) => {
      const body = replaced(route.sample, paths[index % paths.length], value);
      return extraKey !== undefined && typeof body === 'object' && body !== null ? { ...body, [extraKey]: value } : body;
    });
  return fc.oneof(fc.constant(route.sample), mutated, fc.jsonValue({ maxDepth: 4 }), oddValues);
}

/** Every UTF-8 byte of the text as %XX (encodeURIComponent throws on a lone surrogate). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function pathIdFor(realIds: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds.map(String)),
    fc.constantFrom('0x4', '%204', '4e0', '+4', '4.0', '04', '0', '-1', '99999999999999999999', '%00', '%2e%2e', 'new', 'null'),
    oddStrings.map((text) => percentEncoded(text.slice(0, 200))),
  );
}

const sessionTokens = fc.option(
  fc.oneof(
    fc.tuple(fc.nat(), oddStrings).map(([id, secret]) => Buffer.from(`${id}|${secret.slice(0, 200)}`).toString('base64')),
    fc.constantFrom('%00', 'MXx4AA==', `${Buffer.from('99999999999|x').toString('base64')}:${'9'.repeat(30)}`, 'not base64!'),
  ),
  { nil: undefined },
);

describe('fuzzing every route', () => {
  const { t, as, seed, onboarding } = useSignedInServer();

  async function fingerprint(): Promise<Record<string, string>> {
    const columns = CONTENT_TABLES.map((table) => sql`(select count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${sql.identifier(table)} r) as ${sql.identifier(table)}`);
    const { rows } = (await t.db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Array<Record<string, string>> };
    return rows[0];
  }

  async function send(client: ApiClient, method: string, url: string, body: unknown, query: Record<string, string>, token: string | undefined) {
    const headers: Record<string, string> = token === undefined ? {} : { [SESSION_TOKEN_HEADER]: token };
    const payload = body === undefined || method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body).replaceAll(JSON.stringify(DEEP), DEEP_JSON);
    return client.request(method as 'GET', url, payload ?? undefined, { query, headers });
  }

  // RUNS calls, each reading every content table twice: more than the suite's 30 s on a busy machine.
  it('never answers 5xx, and a 4xx changes nothing', { timeout: 120_000 }, async () => {
    const routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
    expect(routes.length).toBeGreaterThan(50);
    const realIds = [onboarding, seed.section.gettingStarted, ...Object.values(seed.modules).filter((id): id is number => id !== undefined)];
    const call = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        actor: fc.constantFrom<'editor' | 'anonymous'>('editor', 'anonymous'),
        ids: fc.array(pathIdFor(realIds), { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
        body: bodyFor(route),
        query: fc.dictionary(fc.constantFrom(...route.queryParams, 'x'), oddStrings.map((text) => text.slice(0, 300)), { maxKeys: 3 }),
        token: sessionTokens,
      }),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ route, actor, ids, body, query, token }) => {
        const url = route.pathParams.reduce((path, name, i) => path.replace(`{${name}}`, ids[i]), route.path);
        const before = await fingerprint();
        const res = await send(as[actor], route.method, url, body, query, token);
        expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await fingerprint(), `${route.method} ${url} answered ${res.statusCode}`).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
