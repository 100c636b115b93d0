/** Bodies and answers of /api/notifications (data-layer.md §7). */
import { Type } from 'typebox';
import { NOTIFICATION_KINDS, NOTIFICATION_MAIL_CHOICES, NOTIFICATION_READ_FILTERS, NOTIFICATION_SORTS } from '../../core/domain/notification-types';
import { adminPageQuerySchema } from './admin-page-schema';
import { IdSchema } from './resource-schema';

export const NotificationTableQuerySchema = adminPageQuerySchema(NOTIFICATION_SORTS, {
  read: Type.Optional(Type.Enum([...NOTIFICATION_READ_FILTERS], { description: 'Default all.' })),
});

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum([...NOTIFICATION_KINDS]),
  actor: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  text: Type.String(),
  link: Type.String(),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const NotificationTableSchema = Type.Object({
  items: Type.Array(NotificationSchema),
  total: Type.Integer(),
  unread_count: Type.Integer(),
});

export const NotificationBulkUpdateSchema = Type.Object({
  ids: Type.Optional(Type.Array(IdSchema, { maxItems: 1000, description: 'The notifications to mark read.' })),
  all: Type.Optional(Type.Literal(true, { description: 'Mark all of yours read instead.' })),
});

export const NotificationBulkUpdateAnswerSchema = Type.Object({ ids: Type.Array(Type.Integer()), unread_count: Type.Integer() });

export const NotificationSettingsSchema = Type.Object({
  notification_mail: Type.Enum([...NOTIFICATION_MAIL_CHOICES], {
    description: 'each: a mail for every notification; daily_digest (default): one mail a day of the unread ones; off: none.',
  }),
});
