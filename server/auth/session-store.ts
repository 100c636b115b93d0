/**
 * Sign-in sessions. The cookie holds a random secret; the database keeps only its sha256, so a leaked
 * database does not leak live sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions } from '../db/schema';
import { SESSION_TTL_SECONDS } from './auth-constants';

export interface ActiveSession {
  id: number;
  user_id: number;
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function expiryFromNow(): Date {
  return new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
}

/** Ended or expired sessions are kept this long (for support questions), then removed at the next sign-in. */
export const SESSION_RETENTION_DAYS = 30;

/** What is known of where a session was started. */
export interface SessionOrigin {
  /** The browser's User-Agent header (shown as a device on the profile page). */
  userAgent?: string | null;
  /** The company sign-in provider it came through. */
  providerId?: number | null;
}

/** Starts a session; answers it with the secret for the cookie. */
export async function createSession(db: Queryable, userId: number, origin: SessionOrigin = {}): Promise<ActiveSession & { secret: string }> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        sql`coalesce(${sessions.ended_at}, ${sessions.expires_at}) < now() - make_interval(days => ${SESSION_RETENTION_DAYS})`,
      ),
    );
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: hashSecret(secret),
      expires_at: expiryFromNow(),
      user_agent: origin.userAgent?.slice(0, 512) ?? null,
      provider_id: origin.providerId ?? null,
      last_seen_at: sql`now()`,
    })
    .returning({ id: sessions.id, user_id: sessions.user_id });
  return { ...row, secret };
}

/** The condition of a session that has neither ended nor expired. */
export const sessionIsAlive = () => and(isNull(sessions.ended_at), gt(sessions.expires_at, sql`now()`));

/** The live session a cookie secret belongs to, or null. */
export async function findSessionBySecret(db: Queryable, secret: string | undefined): Promise<ActiveSession | null> {
  if (!secret) return null;
  const [row] = await db
    .select({ id: sessions.id, user_id: sessions.user_id })
    .from(sessions)
    .where(and(eq(sessions.token_hash, hashSecret(secret)), sessionIsAlive()));
  return row ?? null;
}

/** Keeps an active session alive for another full period and notes it was seen (called on token refresh). */
export async function extendSession(db: Queryable, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ expires_at: expiryFromNow(), last_seen_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sessionIsAlive()));
}

/** Ends the session; answers its user, or null when it had already ended. */
export async function endSession(db: Queryable, sessionId: number): Promise<number | null> {
  const [ended] = await db
    .update(sessions)
    .set({ ended_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.ended_at)))
    .returning({ user_id: sessions.user_id });
  return ended?.user_id ?? null;
}

/** Ends every live session of the user, except `keepSessionId` when given (a password change keeps the current one). */
export async function endSessionsOfUser(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ ended_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)));
}
