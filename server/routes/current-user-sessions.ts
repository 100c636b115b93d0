/**
 * The caller's own sign-in sessions: GET /api/current_user/sessions.json (device, browser, started, last
 * seen, this device), DELETE /api/current_user/sessions/{id}.json (sign that one out) and
 * DELETE /api/current_user/sessions.json (sign out everywhere else).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { endSessionsOfUser } from '../auth/session-store';
import { endAccountSession, listAccountSessions } from '../domain/profile/account-sessions';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { AccountSessionSchema, SessionIdParamsSchema, SessionsEndedSchema } from '../schemas/profile-schemas';

const tags = ['current user'];

const currentUserSessions: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/sessions.json')) {
    app.get(url, {
      schema: { tags, summary: 'Your live sign-in sessions, the current one marked', response: { 200: Type.Array(AccountSessionSchema), ...errorResponses }, hide },
    }, async (request) => {
      const { user, sessionId } = requireSignedInUser(request);
      return listAccountSessions(app.db, user.id, sessionId);
    });

    app.delete(url, {
      schema: { tags, summary: 'Sign out everywhere else: ends every session but this one', response: { 200: SessionsEndedSchema, ...errorResponses }, hide },
    }, async (request) => {
      const { user, sessionId } = requireSignedInUser(request);
      await endSessionsOfUser(app.db, user.id, sessionId);
      return { ended: true };
    });
  }

  for (const { url, hide } of routeForms('/current_user/sessions/:id.json')) {
    app.delete(url, {
      schema: {
        tags,
        summary: 'Sign out one of your sessions (another person’s is not found)',
        params: SessionIdParamsSchema,
        response: { 200: SessionsEndedSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { user } = requireSignedInUser(request);
      await endAccountSession(app.db, user.id, request.params.id);
      return { ended: true };
    });
  }
};

export default currentUserSessions;
