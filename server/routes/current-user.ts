/** GET and PUT /api/current_user: the signed-in user's own profile and flags. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUserUpdate } from '../../core/domain/api-types';
import { requireAuth, requireSignedInUser } from '../auth/auth-context';
import { users } from '../db/schema';
import { currentUserAnswer } from '../domain/feature-notifications/valid-notifications';
import { forbidden } from '../errors';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CurrentUserSchema, CurrentUserUpdateSchema, presentCurrentUser } from '../schemas/current-user-schema';

const currentUser: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user.json')) {
    app.get(url, {
      schema: { tags: ['current user'], summary: 'The signed-in user', response: { 200: CurrentUserSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireAuth(request);
      // A share-link visitor is a guest of the project's company, with no account behind them.
      if (auth.kind === 'shared' && auth.share) {
        return { ...presentCurrentUser(auth.user), company_id: auth.share.companyId, shared_user: true };
      }
      return currentUserAnswer(app.db, auth.user);
    });

    app.put(url, {
      schema: {
        tags: ['current user'],
        summary: 'Change your own profile fields (name, language, accepted_eula, tours viewed)',
        body: CurrentUserUpdateSchema,
        response: { 200: CurrentUserSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { user } = requireSignedInUser(request);
      const { id, ...fields } = request.body;
      if (id !== undefined && id !== user.id) {
        throw forbidden({ code: 'ownProfileOnly', message: 'You can only change your own profile. Reload the page: you may be signed in as someone else.' });
      }
      const changes: CurrentUserUpdate = {};
      for (const key of ['name', 'language', 'accepted_eula', 'viewed_intro_tour', 'viewed_landing_tour'] as const) {
        if (fields[key] !== undefined) Object.assign(changes, { [key]: fields[key] });
      }
      if (Object.keys(changes).length === 0) return currentUserAnswer(app.db, user);
      const [updated] = await app.db
        .update(users)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      return currentUserAnswer(app.db, updated);
    });
  }
};

export default currentUser;
