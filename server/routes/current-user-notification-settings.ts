/**
 * GET and PUT /api/current_user/notification_settings.json: how the signed-in person hears of their
 * notifications by mail (server/domain/notifications/notification-mail.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { getNotificationSettings, putNotificationSettings } from '../domain/notifications/notification-settings';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { NotificationSettingsSchema } from '../schemas/notification-schema';

const tags = ['current user'];

const currentUserNotificationSettings: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/notification_settings.json')) {
    app.get(url, {
      schema: { tags, summary: 'How you hear of your notifications by mail', response: { 200: NotificationSettingsSchema, ...errorResponses }, hide },
    }, async (request) => getNotificationSettings(app.db, requireSignedInUser(request).user.id));

    app.put(url, {
      schema: {
        tags,
        summary: 'Choose a mail for each notification, a daily digest or no mail',
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses },
        hide,
      },
    }, async (request) => putNotificationSettings(app.db, requireSignedInUser(request).user.id, request.body));
  }
};

export default currentUserNotificationSettings;
