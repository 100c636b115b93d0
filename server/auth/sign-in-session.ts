/**
 * What every way of signing in ends with (a password, an accepted invitation, a company's identity
 * provider): the checks that the account may sign in, then a session, its httpOnly cookie, a fresh
 * anti-forgery token and the first access token. And what signing out does to the session.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenAnswer } from '../../core/domain/api-types';
import { SESSION_COOKIE } from '../../core/domain/http-conventions';
import type { Database, Queryable } from '../db/client';
import { companies, users } from '../db/schema';
import { recordAccountEvent } from '../domain/user-events/record-user-event';
import { ApiError } from '../errors';
import { SESSION_TTL_SECONDS } from './auth-constants';
import { createSession, endSession } from './session-store';

export function sessionCookieOptions(app: FastifyInstance) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.secureCookies };
}

export function accessTokenAnswer(app: FastifyInstance, sessionId: number, userId: number): AccessTokenAnswer {
  return { access_token: app.accessTokens.sign(sessionId, userId), expires_in: app.accessTokens.expiresIn };
}

/**
 * Refuses an account that may not sign in (yet): an invitation not accepted, removed from its company, or a
 * deactivated company. Call it only once the person has proven who they are, so it tells nothing to someone
 * guessing addresses.
 */
export async function assertMaySignIn(db: Queryable, userId: number): Promise<void> {
  const [row] = await db
    .select({ status: users.status, company_active: companies.active })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(401, 'invalid_credentials', 'The email or password is not right. Check both and try again.');
  if (row.status === 'removed') {
    throw new ApiError(403, 'account_removed', 'Your account was removed from your company. Ask its administrator if you need access again.');
  }
  if (row.status === 'invited') {
    throw new ApiError(403, 'invitation_pending', 'You have not accepted your invitation yet. Open the link in the invitation mail to choose your password.');
  }
  if (!row.company_active) {
    throw new ApiError(403, 'company_inactive', 'Your company’s account is not active. Ask your administrator or our support.');
  }
}

/** Starts the signed-in session: cookie, anti-forgery token, access token; notes the sign-in time and event. */
export async function startSignedInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  options: { providerId?: number | null } = {},
): Promise<AccessTokenAnswer> {
  const session = await app.db.transaction(async (tx) => {
    const started = await createSession(tx, userId, { userAgent: request.headers['user-agent'] ?? null, providerId: options.providerId });
    await tx.update(users).set({ last_sign_in_at: sql`now()` }).where(eq(users.id, userId));
    await recordAccountEvent(tx, 'sign_in', userId);
    return started;
  });
  reply.setCookie(SESSION_COOKIE, session.secret, { ...sessionCookieOptions(app), maxAge: SESSION_TTL_SECONDS });
  app.xsrfTokens.issue(reply, session.id);
  return accessTokenAnswer(app, session.id, userId);
}

/** Signing out: ends the session and notes the sign-out, unless the session had already ended. */
export async function endSignedInSession(db: Database, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await endSession(tx, sessionId);
    if (userId !== null) await recordAccountEvent(tx, 'sign_out', userId);
  });
}
