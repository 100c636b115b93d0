/**
 * /api/notifications: the caller's own notifications, a page at a time (POST datatable.json), and marking
 * them read (POST bulk_update). Nobody reads or marks another person's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { markNotificationsRead } from '../domain/notifications/mark-notifications-read';
import { pageNotifications } from '../domain/notifications/notification-table';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  NotificationBulkUpdateAnswerSchema,
  NotificationBulkUpdateSchema,
  NotificationTableQuerySchema,
  NotificationTableSchema,
} from '../schemas/notification-schema';

const tags = ['notifications'];

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/notifications/datatable.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Your notifications, a page at a time: sorted, filtered by read or unread, searched; with your unread count',
        body: NotificationTableQuerySchema,
        response: { 200: NotificationTableSchema, ...errorResponses },
        hide,
      },
    }, async (request) => pageNotifications(app.db, requireSignedInUser(request).user.id, request.body));
  }
  for (const { url, hide } of routeForms('/notifications/bulk_update.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Mark your notifications read: the ids given (404 if any is not yours) or all; answers the ids marked and the unread count',
        body: NotificationBulkUpdateSchema,
        response: { 200: NotificationBulkUpdateAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request) => markNotificationsRead(app.db, requireSignedInUser(request).user.id, request.body));
  }
};

export default notificationRoutes;
