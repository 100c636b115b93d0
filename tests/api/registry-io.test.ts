/** GET {registry}/export.{csv|xlsx} and POST {registry}/import_upload.json (stakeholders, products and services, tags). */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInServer } from './support/signed-in-server';
import { postMultipart, type FilePart } from './support/multipart';
import { createModule, createProject, expectStatus, listValues, modulePath } from './support/workspace';
import type { ApiClient } from './harness';

const { t, as, onboarding } = useSignedInServer();
/** A project of the editor's with empty registries (the demo project has some). */
let project: number;

beforeAll(async () => {
  project = (await createProject(as.editor, 'Registry IO')).id;
});

const base = (registry: string, projectId = project) => `/api/projects/${projectId}/${registry}`;
const csvFile = (text: string): FilePart => ({ filename: 'import.csv', contentType: 'text/csv', data: Buffer.from(text, 'utf8') });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(client: ApiClient, registry: string, file: FilePart, preview = false, projectId = project) {
  return postMultipart(t, client, `${base(registry, projectId)}/import_upload.json${preview ? '?preview=true' : ''}`, { file });
}

async function exportCsv(registry: string, client = as.editor, projectId = project): Promise<string> {
  const res = await client.get(`${base(registry, projectId)}/export.csv`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const STAKEHOLDERS_CSV =
  '\uFEFFName;Description;Link URL;Stakeholder Roles\r\n' +
  'Alice;"Runs the board;\r\nand more";https://alice.example;"Owner; Sponsor"\r\n' +
  'Bob;;;Sponsor\r\n';

describe('registry import and export', () => {
  it('imports an Excel CSV (semicolons, a cell over two lines) with its new roles, and exports it as CSV', async () => {
    const preview = expectStatus<Record<string, unknown>>(await upload(as.editor, 'stakeholders', csvFile(STAKEHOLDERS_CSV), true), 200);
    expect(preview).toEqual({
      creates: [
        { line: 2, name: 'Alice', description: 'Runs the board;\nand more', link_url: 'https://alice.example', group_names: ['Owner', 'Sponsor'] },
        { line: 3, name: 'Bob', description: '', link_url: '', group_names: ['Sponsor'] },
      ],
      updates: [],
      errors: [],
      new_stakeholder_roles: ['Owner', 'Sponsor'],
    });
    expect(await exportCsv('stakeholders')).toBe('\uFEFFName,Description,Link title,Link URL,Stakeholder Roles\r\n');

    const imported = expectStatus<{ stakeholders: Array<{ name: string; stakeholder_role_ids: number[] }>; stakeholder_roles: Array<{ id: number; name: string }> }>(
      await upload(as.editor, 'stakeholders', csvFile(STAKEHOLDERS_CSV)),
      200,
    );
    expect(imported.stakeholder_roles.map((role) => role.name)).toEqual(['Owner', 'Sponsor']);
    const [owner, sponsor] = imported.stakeholder_roles.map((role) => role.id);
    expect(imported.stakeholders.map((item) => [item.name, item.stakeholder_role_ids])).toEqual([['Alice', [owner, sponsor]], ['Bob', [sponsor]]]);
    expect(await exportCsv('stakeholders')).toBe(
      '\uFEFFName,Description,Link title,Link URL,Stakeholder Roles\r\n' +
        'Alice,"Runs the board;\nand more",,https://alice.example,Owner; Sponsor\r\n' +
        'Bob,,,,Sponsor\r\n',
    );
  });

  it.each(['csv', 'xlsx'])('reads its own %s export back as the same rows, updating each by name', async (format) => {
    const before = await exportCsv('stakeholders');
    const res = await as.editor.get(`${base('stakeholders')}/export.${format}`);
    expect(res.statusCode).toBe(200);
    if (format === 'xlsx') expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const file = { filename: `export.${format}`, contentType: String(res.headers['content-type']), data: res.rawPayload };
    const preview = expectStatus<{ creates: unknown[]; updates: Array<{ name: string }>; errors: unknown[] }>(await upload(as.editor, 'stakeholders', file, true), 200);
    expect(preview.creates).toEqual([]);
    expect(preview.errors).toEqual([]);
    expect(preview.updates.map((row) => row.name)).toEqual(['Alice', 'Bob']);
    expectStatus(await upload(as.editor, 'stakeholders', file), 200);
    expect(await exportCsv('stakeholders')).toBe(before);
  });

  it('refuses a file with one wrong row among good ones, writes nothing and names the row', async () => {
    const before = await exportCsv('stakeholders');
    const res = await upload(as.editor, 'stakeholders', csvFile('Name,Link URL\nCarol,https://carol.example\nDan,ftp://dan.example\nErin,\n'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ line: 3, reason: 'Link URL "ftp://dan.example" is not a web address; it must start with http:// or https://.' }]);
    expect(res.json().message).toMatch(/Nothing was imported: 1 row is not valid/);
    expect(await exportCsv('stakeholders')).toBe(before);
  });

  it('imports tags with their colors and new categories, and names the export after the entity labels', async () => {
    const body = expectStatus<{ tags: Array<{ name: string; color: string | null }>; tag_categories: Array<{ name: string }> }>(
      await upload(as.editor, 'tags', csvFile('Tag,Color,Tag Categories\nUrgent,#ff0000,Priority\nLater,,Priority;Time\n')),
      200,
    );
    expect(body.tags.map((tag) => [tag.name, tag.color])).toEqual([['Urgent', '#ff0000'], ['Later', null]]);
    expect(body.tag_categories.map((category) => category.name)).toEqual(['Priority', 'Time']);
    const res = await as.editor.get(`${base('tags')}/export.xlsx`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Registry-IO-Tags.xlsx"');
  });

  it('answers a file that is neither CSV nor a workbook, or no file, with 422', async () => {
    const res = await upload(as.editor, 'product_and_service_items', { filename: 'x.xlsx', contentType: XLSX_TYPE, data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1]) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/could not be read as an XLSX workbook/);
    expect((await as.editor.post(`${base('product_and_service_items')}/import_upload.json`, {})).statusCode).toBe(422);
  });

  it('lets a reader export but not import, and hides both from another company', async () => {
    const file = csvFile('Name\nMallory\n');
    expect((await upload(as.viewer, 'stakeholders', file, false, onboarding)).statusCode).toBe(403);
    expect((await upload(as.viewer, 'stakeholders', file, true, onboarding)).statusCode).toBe(403);
    expect((await upload(as.globex, 'stakeholders', file, false, onboarding)).statusCode).toBe(404);
    expect((await as.globex.get(`${base('stakeholders', onboarding)}/export.csv`)).statusCode).toBe(404);
    expect((await as.anonymous.get(`${base('stakeholders', onboarding)}/export.csv`)).statusCode).toBe(401);
    expect(await exportCsv('stakeholders', as.viewer, onboarding)).not.toContain('Mallory');
  });
});

describe('POST .../entity_values/import_upload.json', () => {
  const importPath = (moduleId: number, projectId = project) => `${modulePath(projectId, moduleId)}/entity_values/import_upload.json`;

  it('adds a list module\'s items from its field labels, assigning registry items and creating the unknown ones', async () => {
    const drivers = await createModule(as.editor, project, 'Drivers', 'Drivers, imported');
    const file = csvFile('Driver,Description,Importance,Type,Stakeholders,Tags\nGrowth,More demand,High,economic,alice; Zoe,Urgent\nCosts,,low,,,\n');
    const res = await postMultipart(t, as.editor, importPath(drivers.id), { file });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { default: Array<{ value: Record<string, unknown>; stakeholder_ids: number[]; tag_ids: number[] }>; stakeholders: Array<{ id: number; name: string }>; tags: unknown[]; product_and_service_items: unknown[] };
    expect(body.stakeholders.map((item) => item.name)).toEqual(['Zoe']);
    expect(body.tags).toEqual([]);
    expect(body.product_and_service_items).toEqual([]);
    expect(body.default.map((item) => item.value)).toEqual([
      { title: 'Growth', description: 'More demand', importance: 'high', type: expect.any(Number) },
      { title: 'Costs', importance: 'low' },
    ]);
    expect(body.default[0].stakeholder_ids).toHaveLength(2);
    expect(body.default[0].stakeholder_ids).toContain(body.stakeholders[0].id);
    expect(body.default[0].tag_ids).toHaveLength(1);
    expect(body.default[1].stakeholder_ids).toEqual([]);
    expect(await exportCsv('stakeholders')).toContain('\r\nZoe,');
  });

  it('reads a declared assignment field\'s column, under its own label, into the assignment array', async () => {
    const problems = await createModule(as.editor, project, 'ProblemStatements', 'Problems, imported');
    const file = csvFile('Problem,Stakeholders affected\nSlow checkout,Ops; Finance\nNo owner,\n');
    const res = await postMultipart(t, as.editor, importPath(problems.id), { file });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { default: Array<{ value: Record<string, unknown>; stakeholder_ids: number[] }>; stakeholders: Array<{ id: number; name: string }> };
    expect(body.stakeholders.map((item) => item.name)).toEqual(['Ops', 'Finance']);
    expect(body.default.map((item) => item.value)).toEqual([{ problem: 'Slow checkout' }, { problem: 'No owner' }]);
    expect(body.default.map((item) => item.stakeholder_ids)).toEqual([body.stakeholders.map((item) => item.id), []]);
  });

  it('refuses the whole file when a row is wrong, naming the line, and writes nothing', async () => {
    const drivers = await createModule(as.editor, project, 'Drivers', 'Drivers, refused');
    const res = await postMultipart(t, as.editor, importPath(drivers.id), { file: csvFile('Driver,Importance,Stakeholders\nFine,low,Yara\nBad,huge,\n') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ line: 3, reason: 'Importance: "huge" is not one of the choices (low, medium, high, critical).' }]);
    expect(await listValues(as.editor, project, drivers.id)).toEqual([]);
    expect(await exportCsv('stakeholders')).not.toContain('Yara');
  });

  it('lets only writers import, and answers 404 to another company', async () => {
    const drivers = await createModule(as.editor, onboarding, 'Drivers', 'Drivers, guarded');
    const file = csvFile('Driver\nX\n');
    expect((await postMultipart(t, as.viewer, importPath(drivers.id, onboarding), { file })).statusCode).toBe(403);
    expect((await postMultipart(t, as.globex, importPath(drivers.id, onboarding), { file })).statusCode).toBe(404);
    expect(await listValues(as.editor, onboarding, drivers.id)).toEqual([]);
  });
});
