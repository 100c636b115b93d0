/** Every company's teams for system admins (GET /api/admin/roles.json): paged, sorted and searched. */
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminTeam } from '../../../core/domain/api-types';
import type { Queryable } from '../../db/client';
import { companies, roles, roleUsers } from '../../db/schema';
import { adminPageOf, type AdminPageQuery } from '../../schemas/admin-page-schema';

export const ALL_TEAMS_SORTS = ['name', 'company', 'member_count'] as const;
export type AllTeamsSort = (typeof ALL_TEAMS_SORTS)[number];

const memberCount = sql<number>`(select count(*) from ${roleUsers} where ${roleUsers.role_id} = ${roles.id})::integer`;

const SORT_COLUMNS = {
  name: sql`lower(${roles.name})`,
  company: sql`lower(${companies.name})`,
  member_count: memberCount,
} satisfies Record<AllTeamsSort, unknown>;

export async function listAllTeams(db: Queryable, query: AdminPageQuery<AllTeamsSort>): Promise<{ items: AdminTeam[]; total: number }> {
  const page = adminPageOf(query, 'name');
  const where = page.like ? or(ilike(roles.name, page.like), ilike(companies.name, page.like)) : undefined;
  const order = page.direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, company_id: companies.id, company_name: companies.name, member_count: memberCount })
      .from(roles)
      .innerJoin(companies, eq(companies.id, roles.company_id))
      .where(where)
      .orderBy(order(SORT_COLUMNS[page.sort]), asc(roles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(roles).innerJoin(companies, eq(companies.id, roles.company_id)).where(where),
  ]);
  return {
    total,
    items: rows.map((row) => ({ id: row.id, name: row.name, company: { id: row.company_id, name: row.company_name }, member_count: row.member_count })),
  };
}
