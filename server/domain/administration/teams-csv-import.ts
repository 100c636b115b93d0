/**
 * GET /api/admin/companies/{id}/roles.json (the company's teams with their members) and
 * POST .../roles/import_roles_csv.json: teams from a spreadsheet (columns team and members; members are
 * email addresses separated by ';', ',' or line breaks in the cell). A team named again in a later row gets
 * those members too. Each row is checked (a team name; every member a person of this company) and the
 * answer lists each row with its errors; a preview (dry_run) stops there, the import creates the missing
 * teams and adds the members of the rows without errors (existing members stay).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isEmailAddress, type AdminTeam, type CsvImportReport, type CsvImportRow } from '../../../core/domain/admin-accounts';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable, Transaction } from '../../db/client';
import { roles, roleUsers, users } from '../../db/schema';
import { quoted } from '../project-events';
import { loadCompany } from './admin-companies';
import { recordAudit } from './audit-log';
import { csvImportReport, readCsvColumns, type CsvColumn } from './csv-columns';

type TeamColumn = 'team' | 'members';

const TEAM_COLUMNS: readonly CsvColumn<TeamColumn>[] = [
  { key: 'team', headers: ['team', 'team name', 'role', 'name'], required: true },
  { key: 'members', headers: ['members', 'member emails', 'emails', 'email'], required: false },
];

export async function listCompanyTeams(db: Queryable, companyId: number): Promise<AdminTeam[]> {
  await loadCompany(db, companyId);
  const rows = await db
    .select({ id: roles.id, name: roles.name, member_id: users.id, member_name: users.name, member_email: users.email })
    .from(roles)
    .leftJoin(roleUsers, eq(roleUsers.role_id, roles.id))
    .leftJoin(users, eq(users.id, roleUsers.user_id))
    .where(eq(roles.company_id, companyId))
    .orderBy(sql`lower(${roles.name})`, asc(roles.id), sql`lower(${users.name})`);
  const teams = new Map<number, AdminTeam>();
  for (const row of rows) {
    const team = teams.get(row.id) ?? { id: row.id, name: row.name, members: [] };
    teams.set(row.id, team);
    if (row.member_id !== null) team.members.push({ id: row.member_id, name: row.member_name ?? '', email: row.member_email ?? '' });
  }
  return [...teams.values()];
}

const splitMembers = (cell: string): string[] => cell.split(/[;,\s]+/).filter((email) => email !== '');

interface TeamRow {
  team: string;
  memberIds: number[];
}

async function checkRows(tx: Transaction, companyId: number, data: Buffer): Promise<{ report: CsvImportRow[]; teams: TeamRow[] }> {
  const rows = await readCsvColumns(data, TEAM_COLUMNS);
  const emails = [...new Set(rows.flatMap((row) => splitMembers(row.values.members).map((email) => email.toLowerCase())))];
  const people = new Map(
    emails.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, email: sql<string>`lower(${users.email})` })
            .from(users)
            .where(and(eq(users.company_id, companyId), inArray(sql`lower(${users.email})`, emails)))
        ).map((row) => [row.email, row.id]),
  );
  const report: CsvImportRow[] = [];
  const teams: TeamRow[] = [];
  for (const { line, values } of rows) {
    const errors: string[] = [];
    const team = values.team.trim();
    if (team === '') errors.push('The team name is missing.');
    const memberIds: number[] = [];
    for (const email of splitMembers(values.members)) {
      const id = people.get(email.toLowerCase());
      if (!isEmailAddress(email)) errors.push(`"${email}" is not an email address.`);
      else if (id === undefined) errors.push(`${email} is not a person of this company.`);
      else memberIds.push(id);
    }
    if (errors.length === 0) teams.push({ team, memberIds });
    report.push({ line, values, errors });
  }
  return { report, teams };
}

async function writeTeams(tx: Transaction, auth: AuthContext, companyId: number, rows: TeamRow[]): Promise<void> {
  const existing = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.company_id, companyId));
  const byName = new Map(existing.map((team) => [team.name.toLowerCase(), team.id]));
  for (const { team, memberIds } of rows) {
    let teamId = byName.get(team.toLowerCase());
    if (teamId === undefined) {
      [{ id: teamId }] = await tx.insert(roles).values({ company_id: companyId, name: team }).returning({ id: roles.id });
      byName.set(team.toLowerCase(), teamId);
      await recordAudit(tx, auth, { company_id: companyId, action: 'team.created', target_type: 'team', target_id: teamId, summary: `Created team ${quoted(team)} from a CSV import` });
    }
    if (memberIds.length === 0) continue;
    const added = await tx
      .insert(roleUsers)
      .values(memberIds.map((user_id) => ({ role_id: teamId, user_id })))
      .onConflictDoNothing()
      .returning({ user_id: roleUsers.user_id });
    if (added.length > 0) {
      await recordAudit(tx, auth, {
        company_id: companyId,
        action: 'team.members_added',
        target_type: 'team',
        target_id: teamId,
        summary: `Added ${added.length} ${added.length === 1 ? 'member' : 'members'} to team ${quoted(team)} from a CSV import`,
      });
    }
  }
}

export async function importTeamsCsv(db: Database, auth: AuthContext, companyId: number, data: Buffer, dryRun: boolean): Promise<CsvImportReport> {
  const report = await db.transaction(async (tx) => {
    await loadCompany(tx, companyId);
    const checked = await checkRows(tx, companyId, data);
    if (!dryRun) await writeTeams(tx, auth, companyId, checked.teams);
    return checked.report;
  });
  return csvImportReport(dryRun, report);
}
