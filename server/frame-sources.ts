/**
 * What the app's pages may frame besides themselves (the Content-Security-Policy's frame-src): the fixed
 * players of the external-embed kinds (YouTube's nocookie player, Miro), declared in their manifests, and on
 * a page (HTML) answer the allowed suite hosts of the company whose modules the page will show: the signed-in
 * person's company (session cookie) and, for a share link's page (/projects/{accessId}/..., /embed/...), the
 * shared project's company. The policy is fixed for the life of a page, so a host the company admin adds
 * shows after the next load; the embedded suite view says so when the policy blocks a frame.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../core/domain/http-conventions';
import type { PluginManifest } from '../sdk/manifest';
import { findSessionBySecret } from './auth/session-store';
import { resolveShareGrant } from './auth/share-grant';
import type { Queryable } from './db/client';
import { companies, users } from './db/schema';

const PROJECT_PAGE = /^\/(?:embed\/)?projects\/([^/]+)\//;

/** The origins the site-bound embed kinds frame (their `frameOrigins`). */
export function embedPlayerOrigins(manifests: readonly PluginManifest[]): string[] {
  return [...new Set(manifests.flatMap((manifest) => (manifest.embed?.source.kind === 'site' ? manifest.embed.source.frameOrigins : [])))];
}

async function sessionCompanyHosts(db: Queryable, request: FastifyRequest): Promise<string[]> {
  const session = await findSessionBySecret(db, request.cookies[SESSION_COOKIE]);
  if (!session) return [];
  const [row] = await db
    .select({ hosts: companies.suite_hosts })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, session.user_id));
  return row?.hosts ?? [];
}

async function sharedCompanyHosts(db: Queryable, path: string): Promise<string[]> {
  const projectPart = PROJECT_PAGE.exec(path)?.[1];
  const grant = projectPart ? await resolveShareGrant(db, decodeURIComponent(projectPart)) : null;
  if (!grant) return [];
  const [row] = await db.select({ hosts: companies.suite_hosts }).from(companies).where(eq(companies.id, grant.companyId));
  return row?.hosts ?? [];
}

/** The suite hosts a page answer for this request may frame. */
export async function pageSuiteHosts(db: Queryable, request: FastifyRequest, path: string): Promise<string[]> {
  const [own, shared] = await Promise.all([sessionCompanyHosts(db, request), sharedCompanyHosts(db, path)]);
  return [...new Set([...own, ...shared])];
}
