/**
 * Sign-in, token refresh and sign-out. The session lives in an httpOnly cookie that only these routes
 * read; every other call carries the short-lived bearer token they hand out.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../core/domain/http-conventions';
import { userHasEmail } from '../auth/account-email';
import { SESSION_TTL_SECONDS } from '../auth/auth-constants';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { extendSession, findSessionBySecret } from '../auth/session-store';
import { accessTokenAnswer, assertMaySignIn, endSignedInSession, sessionCookieOptions, startSignedInSession } from '../auth/sign-in-session';
import { users } from '../db/schema';
import { ApiError, tooManyRequests, unauthorized } from '../errors';
import { AccessTokenAnswerSchema, errorResponses } from '../schemas/api-schemas';
import { routeForms } from '../route-forms';

const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});

const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'The email or password is not right. Check both and try again.');

const oauth: FastifyPluginAsyncTypebox = async (app) => {
  const cookieOptions = sessionCookieOptions(app);

  const sessionOf = (request: FastifyRequest) => findSessionBySecret(app.db, request.cookies[SESSION_COOKIE]);

  const signIn = async (request: FastifyRequest<{ Body: { email: string; password: string } }>, reply: FastifyReply) => {
    const { email, password } = request.body;
    const wait = await app.signInThrottle.reserveAttempt(email, request.ip);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw tooManyRequests(wait, {
        code: 'throttled',
        message: `Too many failed sign-ins. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
        params: { count: minutes },
      });
    }
    const [user] = await app.db
      .select({ id: users.id, password_hash: users.password_hash })
      .from(users)
      .where(userHasEmail(email));
    const valid = await verifyPassword(password, user?.password_hash ?? null);
    if (!user?.password_hash || !valid) throw invalidCredentials();
    if (needsRehash(user.password_hash)) {
      await app.db.update(users).set({ password_hash: await hashPassword(password) }).where(eq(users.id, user.id));
    }
    await app.signInThrottle.recordSuccess(email, request.ip);
    await assertMaySignIn(app.db, user.id);
    return startSignedInSession(app, request, reply, user.id);
  };

  const refresh = async (request: FastifyRequest, reply: FastifyReply) => {
    // Nobody signed in is a normal answer, not a failure: every anonymous page load asks, and a browser
    // reports each 401 as a console error.
    if (!request.cookies[SESSION_COOKIE]) return reply.code(204).send();
    const session = await sessionOf(request);
    if (!session) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      throw unauthorized({ code: 'signedOut', message: 'Your session has ended. Sign in again.' });
    }
    await extendSession(app.db, session.id);
    const secret = request.cookies[SESSION_COOKIE] as string;
    reply.setCookie(SESSION_COOKIE, secret, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
    app.xsrfTokens.issue(reply, session.id);
    return accessTokenAnswer(app, session.id, session.user_id);
  };

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(request);
    if (session) await endSignedInSession(app.db, session.id);
    else if (request.auth) await endSignedInSession(app.db, request.auth.sessionId);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    app.xsrfTokens.issue(reply, null);
    return { signed_out: true };
  };

  const tokenAnswer = { 200: AccessTokenAnswerSchema, ...errorResponses };
  for (const { url, hide } of routeForms('/oauth/sessions.json')) {
    app.post(url, {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign in: sets the session cookie, answers an access token', body: SignInBody, response: tokenAnswer, hide },
    }, signIn);
  }
  const refreshAnswer = { ...tokenAnswer, 204: Type.Null({ description: 'No session cookie: nobody is signed in.' }) };
  for (const { url, hide } of routeForms('/oauth/tokens.json')) {
    app.get(url, {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'A fresh access token for the session cookie', response: refreshAnswer, hide },
    }, refresh);
  }
  const signedOut = { 200: Type.Object({ signed_out: Type.Boolean() }), ...errorResponses };
  for (const { url, hide } of routeForms('/oauth/logouts.json')) {
    app.post(url, {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign out: ends the session, clears its cookie', response: signedOut, hide },
    }, logout);
    // The spec's client signs out with GET when the terms are declined; it changes state, so it needs
    // the anti-forgery header all the same.
    app.get(url, {
      config: { public: true, xsrf: true },
      schema: { tags: ['auth'], summary: 'Sign out (terms declined): like POST, with the anti-forgery header', response: signedOut, hide },
    }, logout);
  }
};

export default oauth;
