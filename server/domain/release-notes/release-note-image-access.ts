import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { releaseNoteImages, releaseNotes } from '../../db/schema';

/** A release note's image is everyone's once the note is published; before that only system admins see it. */
export async function mayReadReleaseNoteImage(db: Queryable, auth: AuthContext, key: string): Promise<boolean> {
  if (auth.user.system_admin) return true;
  const [note] = await db
    .select({ published: releaseNotes.published })
    .from(releaseNoteImages)
    .innerJoin(releaseNotes, eq(releaseNotes.id, releaseNoteImages.release_note_id))
    .where(eq(releaseNoteImages.key, key))
    .limit(1);
  return note?.published ?? false;
}
