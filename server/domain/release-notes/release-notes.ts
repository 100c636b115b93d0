/**
 * Release notes (data-layer.md §3): everyone signed in reads the published ones, newest first, each with
 * a `read` flag for the caller; system admins read and write them all, each change audited as a
 * system-wide event. Bodies are cleaned rich HTML.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReleaseNote, ReleaseNoteInput } from '../../../core/domain/api-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { accountImages, releaseNoteImages, releaseNoteReads, releaseNotes } from '../../db/schema';
import { notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { accountImageUrl } from '../account-images';
import { recordAudit } from '../administration/audit-log';
import { sanitizeRichText } from '../rich-text';

const NOTE = 'This release note';

type ReleaseNoteRow = typeof releaseNotes.$inferSelect;

/** The rows as answers, in their order, with their images and the reader's read flags. */
async function presentNotes(db: Queryable, readerId: number, rows: ReleaseNoteRow[]): Promise<ReleaseNote[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, reads] = await Promise.all([
    db.select().from(releaseNoteImages).where(inArray(releaseNoteImages.release_note_id, ids)).orderBy(asc(releaseNoteImages.id)),
    db
      .select({ id: releaseNoteReads.release_note_id })
      .from(releaseNoteReads)
      .where(and(eq(releaseNoteReads.user_id, readerId), inArray(releaseNoteReads.release_note_id, ids))),
  ]);
  const readIds = new Set(reads.map((read) => read.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    release_note_date: row.release_note_date,
    published: row.published,
    read: readIds.has(row.id),
    release_note_images: images
      .filter((image) => image.release_note_id === row.id)
      .map((image) => ({ id: image.id, url: accountImageUrl('release_note_image', image.key)! })),
  }));
}

const newestFirst = [desc(releaseNotes.release_note_date), desc(releaseNotes.id)];

export async function listReleaseNotes(db: Queryable, readerId: number, { publishedOnly }: { publishedOnly: boolean }): Promise<ReleaseNote[]> {
  const rows = await db
    .select()
    .from(releaseNotes)
    .where(publishedOnly ? eq(releaseNotes.published, true) : undefined)
    .orderBy(...newestFirst);
  return presentNotes(db, readerId, rows);
}

/** One note; an unpublished one only for system admins (`publishedOnly` false), else it is not found. */
export async function readReleaseNote(db: Queryable, readerId: number, id: number, { publishedOnly }: { publishedOnly: boolean }): Promise<ReleaseNote> {
  const [row] = await db.select().from(releaseNotes).where(eq(releaseNotes.id, id));
  if (!row || (publishedOnly && !row.published)) throw notFound(NOTE);
  const [note] = await presentNotes(db, readerId, [row]);
  return note;
}

/** Remembers that the reader opened a published note; opening it again changes nothing. */
export async function markReleaseNoteRead(db: Queryable, readerId: number, id: number): Promise<ReleaseNote> {
  await readReleaseNote(db, readerId, id, { publishedOnly: true });
  await db.insert(releaseNoteReads).values({ user_id: readerId, release_note_id: id }).onConflictDoNothing();
  return readReleaseNote(db, readerId, id, { publishedOnly: true });
}

function cleanInput<T extends ReleaseNoteInput>(input: T): T {
  return {
    ...input,
    ...(input.title !== undefined && { title: input.title.trim() }),
    ...(input.summary !== undefined && { summary: input.summary.trim() }),
    ...(input.body !== undefined && { body: sanitizeRichText(input.body) }),
  };
}

/** Writes the audit line of a change to a note, in the change's transaction. */
export async function auditReleaseNote(db: Queryable, auth: AuthContext, action: string, id: number, summary: string): Promise<void> {
  await recordAudit(db, auth, { company_id: null, action: `release_note.${action}`, target_type: 'release_note', target_id: id, summary });
}

export async function createReleaseNote(
  db: Database,
  auth: AuthContext,
  input: ReleaseNoteInput & Required<Pick<ReleaseNoteInput, 'title' | 'release_note_date'>>,
): Promise<ReleaseNote> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(releaseNotes).values(cleanInput(input)).returning();
    await auditReleaseNote(tx, auth, 'created', row.id, `Wrote the release note "${row.title}"`);
    return row.id;
  });
  return readReleaseNote(db, auth.user.id, id, { publishedOnly: false });
}

export async function updateReleaseNote(db: Database, auth: AuthContext, id: number, input: ReleaseNoteInput): Promise<ReleaseNote> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(releaseNotes)
      .set({ ...cleanInput(input), updated_at: sql`now()` })
      .where(eq(releaseNotes.id, id))
      .returning();
    if (!row) throw notFound(NOTE);
    await auditReleaseNote(tx, auth, 'updated', id, `Changed the release note "${row.title}": ${Object.keys(input).join(', ')}`);
  });
  return readReleaseNote(db, auth.user.id, id, { publishedOnly: false });
}

/** Deletes the note with its images' rows, then their bytes; answers the note as it was. */
export async function destroyReleaseNote(db: Database, storage: FileStorage, auth: AuthContext, id: number): Promise<ReleaseNote> {
  const note = await readReleaseNote(db, auth.user.id, id, { publishedOnly: false });
  const keys = await db.transaction(async (tx) => {
    const images = await tx.select({ key: releaseNoteImages.key }).from(releaseNoteImages).where(eq(releaseNoteImages.release_note_id, id));
    const imageKeys = images.map((image) => image.key);
    if (imageKeys.length > 0) await tx.delete(accountImages).where(inArray(accountImages.key, imageKeys));
    await tx.delete(releaseNotes).where(eq(releaseNotes.id, id));
    await auditReleaseNote(tx, auth, 'deleted', id, `Deleted the release note "${note.title}"`);
    return imageKeys;
  });
  await Promise.all(keys.map((key) => storage.delete(key)));
  return note;
}
