/**
 * New-feature notifications for system admins (data-layer.md §3, §7): list, read, create, update and
 * destroy, each change audited as a system-wide event. Content is cleaned rich HTML; valid_to must come
 * after valid_from, also when only one of them changes.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FeatureNotification, FeatureNotificationInput } from '../../../core/domain/api-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { featureNotifications } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { replaceAccountImage } from '../account-images';
import type { FileUpload } from '../owner-files';
import { recordAudit } from '../administration/audit-log';
import { sanitizeRichText } from '../rich-text';

const NOTIFICATION = 'This feature notification';

type FeatureNotificationRow = typeof featureNotifications.$inferSelect;

export function presentFeatureNotification(row: FeatureNotificationRow): FeatureNotification {
  return {
    id: row.id,
    page_name: row.page_name,
    title: row.title,
    content: row.content,
    image: row.image,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    created_at: row.created_at.toISOString(),
  };
}

/** Every notification, oldest first. */
export async function listFeatureNotifications(db: Queryable): Promise<FeatureNotification[]> {
  const rows = await db.select().from(featureNotifications).orderBy(asc(featureNotifications.created_at), asc(featureNotifications.id));
  return rows.map(presentFeatureNotification);
}

export async function readFeatureNotification(db: Queryable, id: number): Promise<FeatureNotification> {
  const [row] = await db.select().from(featureNotifications).where(eq(featureNotifications.id, id));
  if (!row) throw notFound(NOTIFICATION);
  return presentFeatureNotification(row);
}

function cleanInput<T extends Partial<FeatureNotificationInput>>(input: T): T {
  return {
    ...input,
    ...(input.title !== undefined && { title: input.title.trim() }),
    ...(input.content !== undefined && { content: sanitizeRichText(input.content) }),
  };
}

/** YYYY-MM-DD strings compare as their days do. */
function checkValidWindow({ valid_from, valid_to }: Pick<FeatureNotification, 'valid_from' | 'valid_to'>): void {
  if (valid_to <= valid_from) throw unprocessable([{ field: 'valid_to', code: 'endsBeforeStarts', message: `must be after valid from (${valid_from})` }]);
}

async function auditFeatureNotification(db: Queryable, auth: AuthContext, action: string, id: number, summary: string): Promise<void> {
  await recordAudit(db, auth, { company_id: null, action: `feature_notification.${action}`, target_type: 'feature_notification', target_id: id, summary });
}

export async function createFeatureNotification(
  db: Database,
  auth: AuthContext,
  input: Omit<FeatureNotificationInput, 'content'> & Partial<Pick<FeatureNotificationInput, 'content'>>,
): Promise<FeatureNotification> {
  checkValidWindow(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(featureNotifications).values(cleanInput(input)).returning();
    await auditFeatureNotification(tx, auth, 'created', row.id, `Wrote the feature notification "${row.title}"`);
    return presentFeatureNotification(row);
  });
}

export async function updateFeatureNotification(db: Database, auth: AuthContext, id: number, input: Partial<FeatureNotificationInput>): Promise<FeatureNotification> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(featureNotifications).where(eq(featureNotifications.id, id)).for('update');
    if (!current) throw notFound(NOTIFICATION);
    checkValidWindow({ ...current, ...input });
    const [row] = await tx
      .update(featureNotifications)
      .set({ ...cleanInput(input), updated_at: sql`now()` })
      .where(eq(featureNotifications.id, id))
      .returning();
    await auditFeatureNotification(tx, auth, 'updated', id, `Changed the feature notification "${row.title}": ${Object.keys(input).join(', ')}`);
    return presentFeatureNotification(row);
  });
}

/** Deletes the notification, its image and who viewed it; answers the notification as it was. */
export async function destroyFeatureNotification(db: Database, storage: FileStorage, auth: AuthContext, id: number): Promise<FeatureNotification> {
  const notification = await readFeatureNotification(db, id);
  return replaceAccountImage(db, storage, { kind: 'feature_notification_image', notification_id: id }, null, async (tx) => {
    const [row] = await tx.delete(featureNotifications).where(eq(featureNotifications.id, id)).returning();
    if (!row) throw notFound(NOTIFICATION);
    await auditFeatureNotification(tx, auth, 'deleted', id, `Deleted the feature notification "${notification.title}"`);
    return presentFeatureNotification(row);
  });
}

/** Replaces (or, with a null upload, removes) the notification's image; answers the notification. */
export async function replaceFeatureNotificationImage(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  id: number,
  upload: FileUpload | null,
): Promise<FeatureNotification> {
  await readFeatureNotification(db, id);
  return replaceAccountImage(db, storage, { kind: 'feature_notification_image', notification_id: id }, upload, async (tx, image) => {
    const [row] = await tx.update(featureNotifications).set({ image, updated_at: sql`now()` }).where(eq(featureNotifications.id, id)).returning();
    if (!row) throw notFound(NOTIFICATION);
    await auditFeatureNotification(tx, auth, upload ? 'image_replaced' : 'image_removed', id, `${upload ? 'Replaced' : 'Removed'} the image of the feature notification "${row.title}"`);
    return presentFeatureNotification(row);
  });
}
