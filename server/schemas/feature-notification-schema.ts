/** JSON Schemas of new-feature notifications: /api/admin/new_feature_notifications. */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

export const FeatureNotificationSchema = Type.Object({
  id: Type.Integer(),
  page_name: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'Rich HTML, cleaned by the server.' }),
  image: Type.Union([Type.String(), Type.Null()]),
  valid_from: Type.String({ format: 'date' }),
  valid_to: Type.String({ format: 'date' }),
  created_at: Type.String(),
});

const fields = {
  page_name: Type.String({ minLength: 2, maxLength: 300, pattern: '^/\\S+$', description: "The route pattern of a page of the app, e.g. '/all-projects'." }),
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  content: Type.String({ maxLength: 200_000, description: 'Rich HTML; scripts, handlers and unsafe links are removed.' }),
  valid_from: Type.String({ format: 'date', description: 'YYYY-MM-DD: shown from the start of this day (UTC).' }),
  valid_to: Type.String({ format: 'date', description: 'YYYY-MM-DD, after valid_from: shown until the end of this day (UTC).' }),
};

export const FeatureNotificationCreateSchema = Type.Object(
  { page_name: fields.page_name, title: fields.title, content: Type.Optional(fields.content), valid_from: fields.valid_from, valid_to: fields.valid_to },
  { additionalProperties: false },
);

export const FeatureNotificationUpdateSchema = Type.Partial(Type.Object(fields), { additionalProperties: false });

export const FeatureNotificationIdParamsSchema = Type.Object({ id: IdSchema });

export const RegisterViewedNotificationSchema = Type.Object({ notification_id: IdSchema }, { additionalProperties: false });
