/**
 * A release note's images: stored like the other account images (server/domain/account-images.ts), so
 * GET /api/files/{key} serves them (to anyone signed in once the note is published, to system admins before).
 * The bytes are stored first and deleted again when the rows cannot be written; a removed image's bytes go
 * after its rows, and the note's body stops showing it.
 */
import { and, eq } from 'drizzle-orm';
import type { ReleaseNote } from '../../../core/domain/api-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/client';
import { accountImages, releaseNoteImages, releaseNotes } from '../../db/schema';
import { notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { accountImageUrl, IMAGE_EXTENSIONS } from '../account-images';
import type { FileUpload } from '../owner-files';
import { withoutImage } from '../rich-text';
import { auditReleaseNote, readReleaseNote } from './release-notes';

export async function addReleaseNoteImage(db: Database, storage: FileStorage, auth: AuthContext, noteId: number, upload: FileUpload): Promise<ReleaseNote> {
  await readReleaseNote(db, auth.user.id, noteId, { publishedOnly: false });
  const stored = await storage.put(`release_notes/${noteId}`, upload.data, upload.content_type, IMAGE_EXTENSIONS[upload.content_type]);
  try {
    await db.transaction(async (tx) => {
      const [note] = await tx.select({ id: releaseNotes.id }).from(releaseNotes).where(eq(releaseNotes.id, noteId)).for('update');
      if (!note) throw notFound('This release note');
      await tx.insert(accountImages).values({ key: stored.key, kind: 'release_note_image', content_type: stored.content_type, byte_size: stored.byte_size });
      await tx.insert(releaseNoteImages).values({ release_note_id: noteId, key: stored.key });
      await auditReleaseNote(tx, auth, 'image_added', noteId, 'Added an image to a release note');
    });
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
  return readReleaseNote(db, auth.user.id, noteId, { publishedOnly: false });
}

export async function removeReleaseNoteImage(db: Database, storage: FileStorage, auth: AuthContext, noteId: number, imageId: number): Promise<ReleaseNote> {
  const [image] = await db
    .select({ key: releaseNoteImages.key })
    .from(releaseNoteImages)
    .where(and(eq(releaseNoteImages.id, imageId), eq(releaseNoteImages.release_note_id, noteId)));
  if (!image) throw notFound('This image');
  await db.transaction(async (tx) => {
    // The account image row goes, and release_note_images follows it by cascade.
    await tx.delete(accountImages).where(eq(accountImages.key, image.key));
    const [note] = await tx.select({ body: releaseNotes.body }).from(releaseNotes).where(eq(releaseNotes.id, noteId)).for('update');
    const body = withoutImage(note.body, accountImageUrl('release_note_image', image.key)!);
    if (body !== note.body) await tx.update(releaseNotes).set({ body }).where(eq(releaseNotes.id, noteId));
    await auditReleaseNote(tx, auth, 'image_removed', noteId, 'Removed an image from a release note');
  });
  await storage.delete(image.key);
  return readReleaseNote(db, auth.user.id, noteId, { publishedOnly: false });
}
