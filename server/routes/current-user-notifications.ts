/**
 * POST /api/current_user/register_viewed_notification.json { notification_id }: the person closed a
 * new-feature notification. Answers the current user, whose valid_notifications no longer hold it
 * (data-layer.md §4); the client stores the answer in place of its own.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { registerViewedNotification } from '../domain/feature-notifications/valid-notifications';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CurrentUserSchema } from '../schemas/current-user-schema';
import { RegisterViewedNotificationSchema } from '../schemas/feature-notification-schema';

const currentUserNotifications: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/register_viewed_notification.json')) {
    app.post(url, {
      schema: {
        tags: ['current user'],
        summary: 'Mark a new-feature notification as seen; answers the current user',
        body: RegisterViewedNotificationSchema,
        response: { 200: CurrentUserSchema, ...errorResponses },
        hide,
      },
    }, async (request) => registerViewedNotification(app.db, requireSignedInUser(request).user, request.body.notification_id));
  }
};

export default currentUserNotifications;
