/**
 * One-time links sent by mail (invitations, password resets, email confirmations). The token is 32 random
 * bytes, base64url; only its sha256 is stored, so a database leak gives no working link. Issuing a new token
 * for the same user and purpose replaces the old one (a resent invitation makes the first link stop working);
 * using a token marks it used in the same statement that checks it, so two clicks cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';

export type OneTimePurpose = 'invitation' | 'password_reset' | 'email_change';

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<OneTimePurpose, number> = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

/** The lifetime in words, for the mails ("7 days", "1 hour"). */
export const TOKEN_LIFETIME_TEXT: Record<OneTimePurpose, string> = {
  invitation: '7 days',
  password_reset: '1 hour',
  email_change: '24 hours',
};

export type TokenRow = typeof oneTimeTokens.$inferSelect;

/** Why a link does not work, for the page that says so. */
export type TokenProblem = 'unknown' | 'expired' | 'used';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the user, replacing any unused one of the same purpose; answers the token to mail. */
export async function issueToken(db: Queryable, userId: number, purpose: OneTimePurpose, data: Record<string, unknown> = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.used_at)));
  await db.insert(oneTimeTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashOf(token),
    data,
    expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** The token's row whatever its state (to tell the visitor why a link does not work), or null. */
export async function findToken(db: Queryable, token: string, purpose: OneTimePurpose): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.token_hash, hashOf(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

export function problemOf(row: TokenRow | null, now = new Date()): TokenProblem | null {
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  if (row.expires_at <= now) return 'expired';
  return null;
}

/**
 * Uses the token: answers its row when it was unused and unexpired (and marks it used), else the problem.
 * Call it inside the transaction of what the link does.
 */
export async function consumeToken(db: Queryable, token: string, purpose: OneTimePurpose): Promise<TokenRow | TokenProblem> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(oneTimeTokens.token_hash, hashOf(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
    .returning();
  return row ?? problemOf(await findToken(db, token, purpose)) ?? 'unknown';
}
