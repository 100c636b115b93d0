/**
 * Pictures that belong to an account, not a project: a company's logo, a person's profile image and the
 * system's images (the favicon). As with project files, the `account_images` row decides what is served:
 * - company logos and profile images: any signed-in person (they show in pickers, member lists, the header);
 * - release note images: anyone signed in once the note is published, only system admins before;
 * - new-feature notification images: any signed-in person (the notification shows to everyone);
 * - a data map's image: whoever may read the map;
 * - system images: everyone, also before sign-in (the browser fetches the favicon itself), through the public
 *   GET /api/system_images/{key}.
 * Replacing an image stores the new bytes first, swaps the row and the owner's column in one transaction,
 * then deletes the old bytes; a failed write deletes the new bytes again.
 */
import { and, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable, Transaction } from '../db/client';
import { accountImages, type AccountImageKind } from '../db/schema';
import { notFound } from '../errors';
import type { FileStorage } from '../storage/file-storage';
import { mayReadDataMapImage } from './data-governance/map-image-access';
import { mayReadReleaseNoteImage } from './release-notes/release-note-image-access';
import type { FileUpload } from './owner-files';

export type AccountImageOwner =
  | { kind: 'company_logo'; company_id: number }
  | { kind: 'profile_image'; user_id: number }
  | { kind: 'system_image'; name: string }
  | { kind: 'feature_notification_image'; notification_id: number }
  | { kind: 'data_map_image'; data_map_id: number; company_id: number | null };

type AccountImageRow = typeof accountImages.$inferSelect;

const IMAGE_NOT_FOUND = 'This file';
/** The file extension an image is stored with, by content type. */
export const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'image/svg+xml': 'svg', 'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico' };
const SYSTEM_IMAGE_PREFIX = '/api/system_images/';

function folderOf(owner: AccountImageOwner): string {
  switch (owner.kind) {
    case 'company_logo':
      return `companies/${owner.company_id}/logo`;
    case 'profile_image':
      return `users/${owner.user_id}/profile`;
    case 'system_image':
      return `system/${owner.name.replace(/[^a-z0-9_-]/gi, '')}`;
    case 'feature_notification_image':
      return `feature_notifications/${owner.notification_id}`;
    case 'data_map_image':
      return `data_maps/${owner.data_map_id}/image`;
  }
}

function ownerCondition(owner: AccountImageOwner): SQL | undefined {
  switch (owner.kind) {
    case 'company_logo':
      return and(eq(accountImages.kind, owner.kind), eq(accountImages.company_id, owner.company_id));
    case 'profile_image':
      return and(eq(accountImages.kind, owner.kind), eq(accountImages.user_id, owner.user_id));
    case 'system_image':
      // Each system image (the favicon, a module kind's icon) has a folder of its own.
      return and(eq(accountImages.kind, owner.kind), isNull(accountImages.company_id), like(accountImages.key, `${folderOf(owner)}/%`));
    case 'feature_notification_image':
    case 'data_map_image':
      return and(eq(accountImages.kind, owner.kind), like(accountImages.key, `${folderOf(owner)}/%`));
  }
}

/** The URL an answer carries for an account image key (null stays null). */
export function accountImageUrl(kind: AccountImageKind, key: string | null): string | null {
  if (!key) return null;
  return kind === 'system_image' ? `${SYSTEM_IMAGE_PREFIX}${key}` : `/api/files/${key}`;
}

/**
 * Replaces (or, with a null upload, removes) the owner's image; `writeOwner` stores the new URL on the owner
 * (companies.logo, users.profile_image, ...) in the same transaction and answers what the route returns.
 */
export async function replaceAccountImage<T>(
  db: Database,
  storage: FileStorage,
  owner: AccountImageOwner,
  upload: FileUpload | null,
  writeOwner: (tx: Transaction, url: string | null) => Promise<T>,
): Promise<T> {
  const stored = upload ? await storage.put(folderOf(owner), upload.data, upload.content_type, IMAGE_EXTENSIONS[upload.content_type]) : null;
  try {
    const { result, previous } = await db.transaction(async (tx) => {
      const previous = await tx.delete(accountImages).where(ownerCondition(owner)).returning();
      if (stored) {
        await tx.insert(accountImages).values({
          key: stored.key,
          kind: owner.kind,
          company_id: owner.kind === 'company_logo' || owner.kind === 'data_map_image' ? owner.company_id : null,
          user_id: owner.kind === 'profile_image' ? owner.user_id : null,
          content_type: stored.content_type,
          byte_size: stored.byte_size,
        });
      }
      return { result: await writeOwner(tx, accountImageUrl(owner.kind, stored?.key ?? null)), previous };
    });
    await Promise.all(previous.map((row) => storage.delete(row.key)));
    return result;
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw error;
  }
}

async function rowOf(db: Queryable, key: string): Promise<AccountImageRow | undefined> {
  const [row] = await db.select().from(accountImages).where(eq(accountImages.key, key)).limit(1);
  return row;
}

async function bytesOf(storage: FileStorage, row: AccountImageRow): Promise<{ data: Buffer; content_type: string }> {
  const file = await storage.get(row.key);
  if (!file) throw notFound(IMAGE_NOT_FOUND);
  return file;
}

/**
 * The image behind a /api/files key, or null when the key is no account image (then it may be a project
 * file). A share-link visitor sees no account images: they belong to the people of a company.
 */
export async function readAccountImage(
  db: Queryable,
  storage: FileStorage,
  auth: AuthContext,
  key: string,
): Promise<{ data: Buffer; content_type: string } | null> {
  const row = await rowOf(db, key);
  if (!row) return null;
  if (row.kind !== 'system_image' && auth.kind !== 'user') throw notFound(IMAGE_NOT_FOUND);
  if (row.kind === 'release_note_image' && !(await mayReadReleaseNoteImage(db, auth, key))) throw notFound(IMAGE_NOT_FOUND);
  if (row.kind === 'data_map_image' && !(await mayReadDataMapImage(db, auth, accountImageUrl(row.kind, key)!))) throw notFound(IMAGE_NOT_FOUND);
  return bytesOf(storage, row);
}

/** A system image for everyone (the public route). */
export async function readSystemImage(db: Queryable, storage: FileStorage, key: string): Promise<{ data: Buffer; content_type: string }> {
  const row = await rowOf(db, key);
  if (!row || row.kind !== 'system_image') throw notFound(IMAGE_NOT_FOUND);
  return bytesOf(storage, row);
}
