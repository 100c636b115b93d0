/** The person a one-time link was sent to, for the page that opens it and for the checks of what it does. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies, users } from '../../db/schema';
import { linkProblemError } from './link-problems';
import { findToken, problemOf, type OneTimePurpose } from './one-time-tokens';

export interface LinkedUser {
  id: number;
  email: string;
  name: string;
  status: string;
  company_id: number;
  company_name: string;
}

/** The user of a link that still works, or the link's problem as an error (404 unknown, 410 expired or used). */
export async function linkedUser(db: Queryable, token: string, purpose: Extract<OneTimePurpose, 'invitation' | 'password_reset'>): Promise<LinkedUser> {
  const row = await findToken(db, token, purpose);
  const problem = problemOf(row);
  if (problem || !row) throw linkProblemError(purpose, problem ?? 'unknown');
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, status: users.status, company_id: users.company_id, company_name: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, row.user_id));
  if (!user) throw linkProblemError(purpose, 'unknown');
  return user;
}
