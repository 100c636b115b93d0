/**
 * npm run create-admin -- --email a@b.c --password '...' --name 'Ada Admin' [--company 'Acme']
 * Missing values come from TESSERA_ADMIN_EMAIL, TESSERA_ADMIN_PASSWORD, TESSERA_ADMIN_NAME, or are asked
 * for on the terminal. Creates a company first when there is none; an existing user is promoted.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { databaseDir, loadConfig } from '../config';
import { openDatabase } from './client';
import { checkAdminInput, createAdmin } from './create-admin';
import { migrate } from './migrate';

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY) throw new Error(`${question.replace(/: $/, '')} is missing: pass it as an option or an environment variable.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    const write = output._writeToOutput.bind(rl);
    output._writeToOutput = (text) => write(text.startsWith(question) ? text : '');
  }
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      company: { type: 'string' },
    },
  });
  const email = values.email ?? process.env.TESSERA_ADMIN_EMAIL ?? (await ask('Email: '));
  const name = values.name ?? process.env.TESSERA_ADMIN_NAME ?? (await ask('Name: '));
  const password = values.password ?? process.env.TESSERA_ADMIN_PASSWORD ?? (await ask('Password: ', true));
  const input = { email, name, password, companyName: values.company ?? process.env.TESSERA_ADMIN_COMPANY };
  const problems = checkAdminInput(input);
  if (problems.length > 0) throw new Error(problems.join(' '));

  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: databaseDir(config) });
  try {
    await migrate(handle.db);
    const result = await createAdmin(handle.db, input);
    if (result.createdCompany) console.log(`Created the company "${input.companyName || 'My company'}".`);
    console.log(
      result.created
        ? `Created the system admin ${email}. Sign in with it at the app's /login page.`
        : `${email} already existed: it is now a system admin with the new password.`,
    );
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(`create-admin failed: ${(error as Error).message}`);
  process.exit(1);
});
