/**
 * The registry items and project members an entity value is assigned (tag_ids, stakeholder_ids,
 * product_and_service_item_ids, user_ids): which of them a request sets, and whether they belong to the
 * value's project. Writing them happens with the value itself (entity-value-inserts.ts,
 * entity-value-changes.ts).
 */
import { sql } from 'drizzle-orm';
import { ASSIGNMENT_FIELDS, type AssignmentField, type EntityValueAssignments } from '../../core/domain/registry-types';
import type { Queryable } from '../db/client';
import { unprocessable, type FieldError } from '../errors';

/** The table each field's ids must come from, and how a message names one of them. */
const ASSIGNMENT_SOURCES: Readonly<Record<Exclude<AssignmentField, 'user_ids'>, { table: string; one: string; many: string }>> = {
  tag_ids: { table: 'tags', one: 'a tag', many: 'tags' },
  stakeholder_ids: { table: 'stakeholders', one: 'a stakeholder', many: 'stakeholders' },
  product_and_service_item_ids: { table: 'product_and_service_items', one: 'a product or service', many: 'products or services' },
};
const MEMBER = { one: 'a member', many: 'members' };

/** Column definitions for jsonb_to_recordset, so the arrays travel with the rest of a batch. */
export const ASSIGNMENT_RECORD_COLUMNS = sql.raw(ASSIGNMENT_FIELDS.map((field) => `${field} integer[]`).join(', '));
export const ASSIGNMENT_COLUMN_LIST = sql.raw(ASSIGNMENT_FIELDS.join(', '));
export const ASSIGNMENT_FROM_EXCLUDED = sql.raw(ASSIGNMENT_FIELDS.map((field) => `${field} = excluded.${field}`).join(', '));

/** Just the assignment arrays of a row. */
export function assignmentsOf(row: EntityValueAssignments): EntityValueAssignments {
  const { tag_ids, stakeholder_ids, product_and_service_item_ids, user_ids } = row;
  return { tag_ids, stakeholder_ids, product_and_service_item_ids, user_ids };
}

/** The assignment fields an input sets (left out: unchanged on update, [] on create). */
export function pickAssignments(input: Partial<EntityValueAssignments>): Partial<EntityValueAssignments> {
  const picked: Partial<EntityValueAssignments> = {};
  for (const field of ASSIGNMENT_FIELDS) {
    const ids = input[field];
    if (ids !== undefined) picked[field] = [...new Set(ids)];
  }
  return picked;
}

async function idsOf(db: Queryable, query: ReturnType<typeof sql>): Promise<Set<number>> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<{ id: number }> };
  return new Set(rows.map((row) => Number(row.id)));
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/**
 * Users who may work in the project: company admins of its company, and users granted a level on it
 * directly or through a role (as the effective permissions list shows them).
 */
function projectMembers(projectId: number, ids: readonly number[]) {
  return sql`
    select u.id from users u join projects p on p.id = ${projectId} and u.company_id = p.company_id
    where u.id = any(${idArray(ids)}) and (
      u.company_role = 'admin'
      or exists (select 1 from project_user_permissions pu where pu.project_id = p.id and pu.user_id = u.id)
      or exists (select 1 from project_role_permissions pr join role_users ru on ru.role_id = pr.role_id
                 where pr.project_id = p.id and ru.user_id = u.id))`;
}

/** 422 naming every assigned id that is not a registry item (or member) of the project. */
export async function assertAssignmentsInProject(
  db: Queryable,
  projectId: number,
  inputs: readonly Partial<EntityValueAssignments>[],
): Promise<void> {
  const problems: FieldError[] = [];
  for (const field of ASSIGNMENT_FIELDS) {
    const wanted = [...new Set(inputs.flatMap((input) => input[field] ?? []))];
    if (wanted.length === 0) continue;
    const found =
      field === 'user_ids'
        ? await idsOf(db, projectMembers(projectId, wanted))
        : await idsOf(
            db,
            sql`select id from ${sql.identifier(ASSIGNMENT_SOURCES[field].table)} where project_id = ${projectId} and id = any(${idArray(wanted)})`,
          );
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length === 0) continue;
    const noun = field === 'user_ids' ? MEMBER : ASSIGNMENT_SOURCES[field];
    const what = unknown.length === 1 ? `is not ${noun.one}` : `are not ${noun.many}`;
    problems.push({ field, code: 'notAnOption', message: `${unknown.join(', ')} ${what} of this project. Reload and choose again.` });
  }
  if (problems.length > 0) throw unprocessable(problems);
}
