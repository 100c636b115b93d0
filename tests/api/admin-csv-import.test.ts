import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompany, AdminTeam, CsvImportReport } from '../../core/domain/admin-accounts';
import { users } from '../../server/db/schema';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startTestServer, type ApiClient, type TestServer } from './harness';
import { postMultipart } from './support/multipart';
import { expectStatus } from './support/workspace';

/** As a spreadsheet saves it: a byte order mark, CRLF line ends, a quoted cell with a comma. */
function spreadsheetCsv(lines: string[]): Buffer {
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const PEOPLE_CSV = spreadsheetCsv([
  'Name,Email,Role,Licence',
  '"Lovelace, Ada",ada@initech.test,member,yes',
  'Grace Hopper,grace@initech.test,Admin,no',
  'Bad Address,not-an-address,member,no',
  'Taken,owner@acme.test,member,no',
  'Twice,ADA@initech.test,member,no',
  'Odd Role,odd@initech.test,boss,no',
  'Too Many,late@initech.test,reader,yes',
]);

describe('CSV imports of a company’s people and teams', () => {
  let peer: SmtpPeer;
  let t: TestServer;
  let admin: ApiClient;
  let company: AdminCompany;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await startTestServer({ config: { smtpUrl: peer.url } });
    admin = await t.signIn('admin@acme.test');
    company = expectStatus<AdminCompany>(await admin.post('/api/admin/companies.json', { name: 'Initech', licence_count: 1 }), 201);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const importPeople = (csv: Buffer, dryRun: boolean, as = admin) =>
    postMultipart(t, as, `/api/admin/companies/${company.id}/users/import_users_csv.json?dry_run=${dryRun}`, { file: { filename: 'people.csv', contentType: 'text/csv', data: csv } });

  it('previews every row with its errors and changes nothing', async () => {
    const preview = expectStatus<CsvImportReport>(await importPeople(PEOPLE_CSV, true), 200);
    expect(preview).toMatchObject({ dry_run: true, valid_count: 2, error_count: 5 });
    expect(preview.rows.map(({ line, errors }) => [line, errors])).toEqual([
      [2, []],
      [3, []],
      [4, ['"not-an-address" is not an email address.']],
      [5, ['owner@acme.test already has an account.']],
      [6, ['ADA@initech.test is already in row 2.']],
      [7, ['"boss" is no role; use admin, member, reader.']],
      [8, ['Initech has no licence left (1 in all).']],
    ]);
    expect(preview.rows[0].values).toEqual({ name: 'Lovelace, Ada', email: 'ada@initech.test', role: 'member', licence: 'yes' });
    expect(await t.db.select().from(users).where(eq(users.company_id, company.id))).toEqual([]);
  });

  it('invites the rows without errors, hands out their licences and mails each an invitation', async () => {
    const report = expectStatus<CsvImportReport>(await importPeople(PEOPLE_CSV, false), 200);
    expect(report).toMatchObject({ dry_run: false, valid_count: 2, error_count: 5 });
    const people = await t.db.select({ name: users.name, email: users.email, company_role: users.company_role, has_licence: users.has_licence, status: users.status }).from(users).where(eq(users.company_id, company.id)).orderBy(users.email);
    expect(people).toEqual([
      { name: 'Lovelace, Ada', email: 'ada@initech.test', company_role: 'member', has_licence: true, status: 'invited' },
      { name: 'Grace Hopper', email: 'grace@initech.test', company_role: 'admin', has_licence: false, status: 'invited' },
    ]);
    expect(expectStatus<AdminCompany>(await admin.get(`/api/admin/companies/${company.id}.json`), 200)).toMatchObject({ licences_used: 1, user_count: 2 });
    const mail = await peer.waitForMail((received) => received.to.includes('grace@initech.test'));
    expect(linkIn(mail, '/accept-invitation')).toContain('token=');
  });

  it('refuses a file without the required columns, and callers who are not system admins', async () => {
    const res = await importPeople(spreadsheetCsv(['Name,Email', 'A,a@initech.test']), true);
    expect(expectStatus<{ message: string }>(res, 422).message).toBe('The file has no "role" column. Put the column names in the first row.');
    const owner = await t.signIn('owner@acme.test');
    expect((await importPeople(PEOPLE_CSV, true, owner)).statusCode).toBe(403);
  });

  it('previews and imports teams with their members, naming members who are not in the company', async () => {
    const csv = spreadsheetCsv([
      'Team,Members',
      '"Research, Development",ada@initech.test; grace@initech.test',
      'Support,owner@acme.test',
      ',ada@initech.test',
      'Support,grace@initech.test',
    ]);
    const importTeams = (dryRun: boolean) =>
      postMultipart(t, admin, `/api/admin/companies/${company.id}/roles/import_roles_csv.json?dry_run=${dryRun}`, { file: { filename: 'teams.csv', contentType: 'text/csv', data: csv } });
    const preview = expectStatus<CsvImportReport>(await importTeams(true), 200);
    expect(preview.rows.map(({ errors }) => errors)).toEqual([[], ['owner@acme.test is not a person of this company.'], ['The team name is missing.'], []]);
    expect(expectStatus<AdminTeam[]>(await admin.get(`/api/admin/companies/${company.id}/roles.json`), 200)).toEqual([]);
    expectStatus(await importTeams(false), 200);
    const teams = expectStatus<AdminTeam[]>(await admin.get(`/api/admin/companies/${company.id}/roles.json`), 200);
    expect(teams.map((team) => [team.name, team.members.map((member) => member.email)])).toEqual([
      ['Research, Development', ['grace@initech.test', 'ada@initech.test']],
      ['Support', ['grace@initech.test']],
    ]);
  });
});
