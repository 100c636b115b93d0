/**
 * POST /api/admin/companies/{id}/users/import_users_csv.json: invites people from a spreadsheet (columns
 * name, email, role and optionally licence). Every row is checked (an email address, not yet taken, not
 * twice in the file; a company role; a licence only while the company has one left) and the answer lists
 * each row with its errors. A preview (dry_run) stops there; the import creates the rows without errors
 * as invited people, moves licences_used by the licences given, and mails each an invitation. Rows with
 * errors are skipped, so the preview says exactly what the import will do.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { COMPANY_ROLES, isEmailAddress, type CsvImportReport, type CsvImportRow } from '../../../core/domain/admin-accounts';
import type { CompanyRole } from '../../../core/domain/company-role';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Transaction } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { MailContext } from '../../mail/send-templated-mail';
import { sendInvitation } from '../identity/invitation-mail';
import { quoted } from '../project-events';
import { loadCompany } from './admin-companies';
import { recordAudit } from './audit-log';
import { recordInvitationSent } from '../user-events/record-user-event';
import { csvImportReport, readCsvColumns, type CsvColumn, type CsvRow } from './csv-columns';

type UserColumn = 'name' | 'email' | 'role' | 'licence';

const USER_COLUMNS: readonly CsvColumn<UserColumn>[] = [
  { key: 'name', headers: ['name', 'full name'], required: true },
  { key: 'email', headers: ['email', 'e-mail', 'email address'], required: true },
  { key: 'role', headers: ['role', 'company role'], required: true },
  { key: 'licence', headers: ['licence', 'license', 'has licence', 'has license'], required: false },
];

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

interface NewPerson {
  line: number;
  name: string;
  email: string;
  role: CompanyRole;
  licence: boolean;
}

/** Checks every row against the company and the rows before it; answers the report rows and the people to create. */
async function checkRows(tx: Transaction, companyId: number, rows: CsvRow<UserColumn>[]): Promise<{ report: CsvImportRow[]; people: NewPerson[] }> {
  const company = await loadCompany(tx, companyId);
  const emails = rows.map((row) => row.values.email.trim().toLowerCase()).filter((email) => email !== '');
  const taken = new Set(
    emails.length === 0
      ? []
      : (await tx.select({ email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, emails))).map((row) => row.email),
  );
  const seen = new Map<string, number>();
  let licencesLeft = company.licence_count - company.licences_used;
  const report: CsvImportRow[] = [];
  const people: NewPerson[] = [];
  for (const { line, values } of rows) {
    const errors: string[] = [];
    const email = values.email.trim();
    const key = email.toLowerCase();
    const role = values.role.trim().toLowerCase() as CompanyRole;
    const licenceText = values.licence.trim().toLowerCase();
    if (!isEmailAddress(email)) errors.push(email === '' ? 'The email address is missing.' : `"${email}" is not an email address.`);
    else if (taken.has(key)) errors.push(`${email} already has an account.`);
    else if (seen.has(key)) errors.push(`${email} is already in row ${seen.get(key)}.`);
    if (!COMPANY_ROLES.includes(role)) errors.push(`"${values.role.trim()}" is no role; use ${COMPANY_ROLES.join(', ')}.`);
    const licence = YES.has(licenceText);
    if (!licence && !NO.has(licenceText)) errors.push(`"${values.licence.trim()}" is no licence answer; use yes or no.`);
    if (licence && licencesLeft <= 0) errors.push(`${company.name} has no licence left (${company.licence_count} in all).`);
    if (isEmailAddress(email) && !seen.has(key)) seen.set(key, line);
    if (errors.length === 0) {
      if (licence) licencesLeft -= 1;
      people.push({ line, name: values.name.trim(), email, role, licence });
    }
    report.push({ line, values, errors });
  }
  return { report, people };
}

async function createPeople(tx: Transaction, auth: AuthContext, companyId: number, people: NewPerson[]): Promise<number[]> {
  if (people.length === 0) return [];
  const created = await tx
    .insert(users)
    .values(people.map((person) => ({
      company_id: companyId,
      name: person.name,
      email: person.email,
      company_role: person.role,
      has_licence: person.licence,
      status: 'invited',
    })))
    .returning({ id: users.id, name: users.name, email: users.email, company_role: users.company_role, has_licence: users.has_licence });
  const licences = people.filter((person) => person.licence).length;
  if (licences > 0) {
    await tx.update(companies).set({ licences_used: sql`${companies.licences_used} + ${licences}` }).where(eq(companies.id, companyId));
  }
  for (const user of created) {
    await recordAudit(tx, auth, {
      company_id: companyId,
      action: 'user.invited',
      target_type: 'user',
      target_id: user.id,
      summary: `Invited ${user.name ? `${quoted(user.name)} ` : ''}(${user.email}) as ${user.company_role}${user.has_licence ? ' with a licence' : ''} from a CSV import`,
    });
    await recordInvitationSent(tx, auth, { id: user.id, email: user.email, company_id: companyId });
  }
  return created.map((user) => user.id);
}

export async function importUsersCsv(
  app: MailContext & { db: Database },
  auth: AuthContext,
  companyId: number,
  data: Buffer,
  dryRun: boolean,
): Promise<CsvImportReport> {
  const rows = await readCsvColumns(data, USER_COLUMNS);
  const { report, invited } = await app.db.transaction(async (tx) => {
    // The company row is locked so two imports cannot both hand out the last licence.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const checked = await checkRows(tx, companyId, rows);
    return { report: checked.report, invited: dryRun ? [] : await createPeople(tx, auth, companyId, checked.people) };
  });
  for (const userId of invited) await sendInvitation(app, userId, auth.user.name);
  return csvImportReport(dryRun, report);
}
