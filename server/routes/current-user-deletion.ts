/**
 * Deleting one's own account: GET /api/current_user/deletion_plan.json says what would happen (shown before
 * the person confirms) and DELETE /api/current_user/ does it, with the account's email typed again and the
 * current password. The session cookie is cleared: the person is signed out.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_COOKIE } from '../../core/domain/http-conventions';
import { normalizeAccountEmail } from '../auth/account-email';
import { requireSignedInUser } from '../auth/auth-context';
import { assertCurrentPassword } from '../auth/current-password';
import { sessionCookieOptions } from '../auth/sign-in-session';
import { accountDeletionPlan, deleteOwnAccount } from '../domain/profile/account-deletion';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { AccountDeletedSchema, AccountDeletionPlanSchema, DeleteAccountBodySchema } from '../schemas/profile-schemas';
import { fileStorage } from '../storage';

const tags = ['current user'];

const currentUserDeletion: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/deletion_plan.json')) {
    app.get(url, {
      schema: { tags, summary: 'What deleting your account would do: your projects’ new owner, or why it cannot be done', response: { 200: AccountDeletionPlanSchema, ...errorResponses }, hide },
    }, async (request) => accountDeletionPlan(app.db, requireSignedInUser(request).user));
  }

  for (const { url, hide } of routeForms('/current_user.json')) {
    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete your account (type your email and password to confirm); refused (409) for the last admin',
        body: DeleteAccountBodySchema,
        response: { 200: AccountDeletedSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const auth = requireSignedInUser(request);
      if (normalizeAccountEmail(request.body.email) !== normalizeAccountEmail(auth.user.email)) {
        throw unprocessable([{ field: 'email', code: 'confirmEmail', message: 'Type your own email address exactly to confirm.' }]);
      }
      await assertCurrentPassword(app, request, auth.user.id, request.body.current_password);
      await deleteOwnAccount(app.db, fileStorage(app), auth);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(app));
      app.xsrfTokens.issue(reply, null);
      return { deleted: true };
    });
  }
};

export default currentUserDeletion;
