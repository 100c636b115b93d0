/**
 * POST /api/current_user/change_password.json: the current password and a new one (the password policy);
 * every other session of the person ends, the one that asked stays signed in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { requireSignedInUser } from '../auth/auth-context';
import { assertCurrentPassword } from '../auth/current-password';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { endSessionsOfUser } from '../auth/session-store';
import { users } from '../db/schema';
import { unprocessable } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ChangePasswordBodySchema, SessionsEndedSchema } from '../schemas/profile-schemas';

const currentUserPassword: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/change_password.json')) {
    app.post(url, {
      schema: {
        tags: ['current user'],
        summary: 'Change your password: needs the current one; signs you out everywhere else',
        body: ChangePasswordBodySchema,
        response: { 200: SessionsEndedSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { user, sessionId } = requireSignedInUser(request);
      const { current_password, password } = request.body;
      const problem = passwordProblem(password, { email: user.email, name: user.name });
      if (problem) throw unprocessable([{ field: 'password', ...problem }]);
      await assertCurrentPassword(app, request, user.id, current_password);
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: passwordHash, updated_at: sql`now()` }).where(eq(users.id, user.id));
        await endSessionsOfUser(tx, user.id, sessionId);
      });
      return { ended: true };
    });
  }
};

export default currentUserPassword;
