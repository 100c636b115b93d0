/**
 * The system admin's companies (/api/admin/companies): a page of them with their user counts, one
 * company, create, edit, delete (only a company without people or projects), and the short list for
 * pickers. Every change is written to the audit log in its transaction.
 */
import { asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { AdminCompany, AdminCompanyInput } from '../../../core/domain/admin-accounts';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { companies, projects, roles, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../errors';
import type { adminPageOf } from '../../schemas/admin-page-schema';
import { quoted } from '../project-events';
import { recordAudit } from './audit-log';

export const COMPANY_SORTS = ['name', 'user_count', 'licences_used', 'licence_count', 'trial_ends_at', 'active', 'created_at'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const QUICK_INDEX_LIMIT = 50;

type CompanyRow = typeof companies.$inferSelect;

// Only for sorting by it: written out, as in a one-table select drizzle drops table names from columns, which
// would make this subquery compare users with themselves.
const userCount = sql`(select count(*) from users where users.company_id = companies.id)`;

const SORT_COLUMNS = {
  name: sql`lower(${companies.name})`,
  user_count: userCount,
  licences_used: companies.licences_used,
  licence_count: companies.licence_count,
  trial_ends_at: companies.trial_ends_at,
  active: companies.active,
  created_at: companies.created_at,
};

const nameMatches = (pattern: string) => like(sql`lower(${companies.name})`, pattern);

export function adminCompanyOf(row: CompanyRow, users: number): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    user_count: users,
    licence_count: row.licence_count,
    licences_used: row.licences_used,
    trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
    active: row.active,
    logo: row.logo,
    login_page_url: row.login_page_url,
    embed_hosts: row.embed_hosts,
    created_at: row.created_at.toISOString(),
  };
}

/** The companies with their people counted, for the chosen page only (a subquery would count them for every company). */
async function withUserCounts(db: Queryable, rows: CompanyRow[]): Promise<AdminCompany[]> {
  const ids = rows.map((row) => row.id);
  const counts = ids.length === 0
    ? []
    : await db.select({ company_id: users.company_id, people: count() }).from(users).where(inArray(users.company_id, ids)).groupBy(users.company_id);
  const byCompany = new Map(counts.map((row) => [row.company_id, row.people]));
  return rows.map((row) => adminCompanyOf(row, byCompany.get(row.id) ?? 0));
}

export async function listCompanies(
  db: Queryable,
  page: ReturnType<typeof adminPageOf<CompanySort>>,
): Promise<{ items: AdminCompany[]; total: number }> {
  const where = page.like ? nameMatches(page.like) : undefined;
  const order = page.direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(companies).where(where).orderBy(order(SORT_COLUMNS[page.sort]), asc(companies.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { total, items: await withUserCounts(db, rows) };
}

/** The company, or 404. */
export async function loadCompany(db: Queryable, companyId: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('This company');
  return row;
}

export async function getCompany(db: Queryable, companyId: number): Promise<AdminCompany> {
  const [company] = await withUserCounts(db, [await loadCompany(db, companyId)]);
  return company;
}

/** Up to QUICK_INDEX_LIMIT companies by name, for pickers. */
export async function quickIndexCompanies(db: Queryable, search: string | undefined): Promise<Array<{ id: number; name: string }>> {
  const text = search?.trim().toLowerCase();
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(text ? nameMatches(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(QUICK_INDEX_LIMIT);
}

function settingsOf(input: Partial<AdminCompanyInput>) {
  return {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.licence_count !== undefined ? { licence_count: input.licence_count } : {}),
    ...(input.trial_ends_at !== undefined ? { trial_ends_at: input.trial_ends_at === null ? null : new Date(input.trial_ends_at) } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
}

export async function createCompany(db: Database, auth: AuthContext, input: AdminCompanyInput): Promise<AdminCompany> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(companies).values(settingsOf(input) as typeof companies.$inferInsert).returning();
    await recordAudit(tx, auth, {
      company_id: created.id,
      action: 'company.created',
      target_type: 'company',
      target_id: created.id,
      summary: `Created company ${quoted(created.name)} with ${created.licence_count} licences`,
    });
    return created;
  });
  return adminCompanyOf(row, 0);
}

/** What changed, in words, for the audit line: 'name "A" → "B", licences 10 → 20'. */
function describeChanges(before: CompanyRow, after: CompanyRow): string {
  const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? 'none';
  const changes = [
    before.name !== after.name ? `name ${quoted(before.name)} → ${quoted(after.name)}` : null,
    before.licence_count !== after.licence_count ? `licences ${before.licence_count} → ${after.licence_count}` : null,
    day(before.trial_ends_at) !== day(after.trial_ends_at) ? `trial end ${day(before.trial_ends_at)} → ${day(after.trial_ends_at)}` : null,
    before.active !== after.active ? (after.active ? 'activated' : 'deactivated') : null,
  ].filter((change) => change !== null);
  return changes.length > 0 ? changes.join(', ') : 'nothing changed';
}

export async function updateCompany(db: Database, auth: AuthContext, companyId: number, input: Partial<AdminCompanyInput>): Promise<AdminCompany> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!before) throw notFound('This company');
    if (input.licence_count !== undefined && input.licence_count < before.licences_used) {
      throw unprocessable([{
        field: 'licence_count',
        code: 'licencesInUse', params: { count: before.licences_used }, message: `${before.licences_used} licences are in use; remove licences from people first or keep at least ${before.licences_used}.`,
      }]);
    }
    const [after] = await tx.update(companies).set({ ...settingsOf(input), updated_at: sql`now()` }).where(eq(companies.id, companyId)).returning();
    await recordAudit(tx, auth, {
      company_id: companyId,
      action: 'company.updated',
      target_type: 'company',
      target_id: companyId,
      summary: `Changed company ${quoted(after.name)}: ${describeChanges(before, after)}`,
    });
  });
  return getCompany(db, companyId);
}

/**
 * Deletes a company that has no people and no projects (removed ones included): anything else would lose
 * work, so it is refused with 409 saying what is left. The audit entry is system-wide, as the company's
 * own entries go with it.
 */
export async function deleteCompany(db: Database, auth: AuthContext, companyId: number): Promise<AdminCompany> {
  return db.transaction(async (tx) => {
    const company = await loadCompany(tx, companyId);
    const [[{ people }], [{ projectCount }]] = await Promise.all([
      tx.select({ people: count() }).from(users).where(eq(users.company_id, companyId)),
      tx.select({ projectCount: count() }).from(projects).where(eq(projects.company_id, companyId)),
    ]);
    if (people > 0 || projectCount > 0) {
      throw conflict({
        code: 'companyNotEmpty',
        message: `${company.name} still has ${people} people and ${projectCount} projects. Only an empty company can be deleted.`,
        params: { name: company.name },
      });
    }
    // Its teams have no members left; everything else of a company goes with it (on delete cascade).
    await tx.delete(roles).where(eq(roles.company_id, companyId));
    await tx.delete(companies).where(eq(companies.id, companyId));
    await recordAudit(tx, auth, {
      company_id: null,
      action: 'company.deleted',
      target_type: 'company',
      target_id: companyId,
      summary: `Deleted company ${quoted(company.name)}`,
    });
    return adminCompanyOf(company, 0);
  });
}
