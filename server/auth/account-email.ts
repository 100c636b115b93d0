/**
 * The one way an email typed at sign-in names an account: Unicode NFKC, no surrounding white space,
 * lower case. The sign-in lookup and the failed sign-in counter both use it, so a spaced or upper-case
 * variant of an address is the same account to both.
 */
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

export function normalizeAccountEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** The condition of the user whose email is `email`, compared as normalizeAccountEmail does. */
export function userHasEmail(email: string): SQL {
  return sql`lower(${users.email}) = ${normalizeAccountEmail(email)}`;
}
