/**
 * New-feature notifications for system admins (/admin/feature-notifications, data-layer.md §7):
 * /api/admin/new_feature_notifications list, get, create, update and destroy, and the image:
 * POST /{id}/upload_image.json (multipart field "image") and DELETE /{id}/remove_image.json, each answering
 * the notification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_IMAGE_SUMMARY, readAccountImageUpload } from '../account-image-upload';
import { requireSystemAdmin } from '../auth/auth-context';
import {
  createFeatureNotification,
  destroyFeatureNotification,
  listFeatureNotifications,
  readFeatureNotification,
  replaceFeatureNotificationImage,
  updateFeatureNotification,
} from '../domain/feature-notifications/feature-notifications';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  FeatureNotificationCreateSchema,
  FeatureNotificationIdParamsSchema,
  FeatureNotificationSchema,
  FeatureNotificationUpdateSchema,
} from '../schemas/feature-notification-schema';
import { fileStorage } from '../storage';

const tags = ['system admin'];
const notificationResponse = { 200: FeatureNotificationSchema, ...errorResponses };
const systemAdmin = (request: Parameters<typeof requireSystemAdmin>[0]) => requireSystemAdmin(request, 'Only system administrators write feature notifications.');
const BASE = '/admin/new_feature_notifications';

const adminFeatureNotifications: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms(`${BASE}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'Every new-feature notification, oldest first (system admins)', response: { 200: Type.Array(FeatureNotificationSchema), ...errorResponses }, hide },
    }, async (request) => {
      systemAdmin(request);
      return listFeatureNotifications(app.db);
    });
    app.post(url, {
      schema: { tags, summary: 'Write a new-feature notification; the content is cleaned rich HTML', body: FeatureNotificationCreateSchema, response: { 201: FeatureNotificationSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createFeatureNotification(app.db, systemAdmin(request), request.body)));
  }

  for (const { url, hide } of routeForms(`${BASE}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One new-feature notification', params: FeatureNotificationIdParamsSchema, response: notificationResponse, hide },
    }, async (request) => {
      systemAdmin(request);
      return readFeatureNotification(app.db, request.params.id);
    });
    app.put(url, {
      schema: { tags, summary: 'Change a new-feature notification', params: FeatureNotificationIdParamsSchema, body: FeatureNotificationUpdateSchema, response: notificationResponse, hide },
    }, async (request) => updateFeatureNotification(app.db, systemAdmin(request), request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a new-feature notification with its image; answers it as it was', params: FeatureNotificationIdParamsSchema, response: notificationResponse, hide },
    }, async (request) => destroyFeatureNotification(app.db, fileStorage(app), systemAdmin(request), request.params.id));
  }

  for (const { url, hide } of routeForms(`${BASE}/:id/upload_image.json`)) {
    app.post(url, {
      schema: { tags, summary: `Set the image of a new-feature notification (${ACCOUNT_IMAGE_SUMMARY})`, params: FeatureNotificationIdParamsSchema, response: notificationResponse, hide },
    }, async (request) => {
      const auth = systemAdmin(request);
      return replaceFeatureNotificationImage(app.db, fileStorage(app), auth, request.params.id, await readAccountImageUpload(request));
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/:id/remove_image.json`)) {
    app.delete(url, {
      schema: { tags, summary: 'Remove the image of a new-feature notification', params: FeatureNotificationIdParamsSchema, response: notificationResponse, hide },
    }, async (request) => replaceFeatureNotificationImage(app.db, fileStorage(app), systemAdmin(request), request.params.id, null));
  }
};

export default adminFeatureNotifications;
