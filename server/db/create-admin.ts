/** Makes a system admin: the first account of a PostgreSQL installation, or a promotion of an existing user. */
import { asc, eq, sql } from 'drizzle-orm';
import { userHasEmail } from '../auth/account-email';
import { hashPassword } from '../auth/password';
import type { Queryable } from './client';
import { companies, users } from './schema';

export const MIN_PASSWORD_LENGTH = 10;

export interface CreateAdminInput {
  email: string;
  password: string;
  name: string;
  /** Used only when no company exists yet. */
  companyName?: string;
}

export interface CreateAdminResult {
  userId: number;
  companyId: number;
  created: boolean;
  createdCompany: boolean;
}

export function checkAdminInput(input: CreateAdminInput): string[] {
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) problems.push('The email address is not valid.');
  if (input.password.length < MIN_PASSWORD_LENGTH) problems.push(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (!input.name.trim()) problems.push('The name is empty.');
  return problems;
}

export async function createAdmin(db: Queryable, input: CreateAdminInput): Promise<CreateAdminResult> {
  const problems = checkAdminInput(input);
  if (problems.length > 0) throw new Error(problems.join(' '));
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(userHasEmail(input.email));
    if (existing) {
      await tx
        .update(users)
        .set({ system_admin: true, company_role: 'admin', password_hash: passwordHash, name: input.name, updated_at: sql`now()` })
        .where(eq(users.id, existing.id));
      return { userId: existing.id, companyId: existing.company_id, created: false, createdCompany: false };
    }
    let [company] = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
    const createdCompany = !company;
    if (!company) {
      [company] = await tx
        .insert(companies)
        .values({ name: input.companyName?.trim() || 'My company' })
        .returning({ id: companies.id });
    }
    const [user] = await tx
      .insert(users)
      .values({
        company_id: company.id,
        email: input.email,
        name: input.name,
        password_hash: passwordHash,
        company_role: 'admin',
        system_admin: true,
        has_licence: true,
      })
      .returning({ id: users.id });
    // The first administrator always holds a licence, even when the company has none left.
    await tx
      .update(companies)
      .set({ licences_used: sql`${companies.licences_used} + 1`, licence_count: sql`greatest(${companies.licence_count}, ${companies.licences_used} + 1)` })
      .where(eq(companies.id, company.id));
    return { userId: user.id, companyId: company.id, created: true, createdCompany };
  });
}
