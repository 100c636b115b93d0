/**
 * The profile image: POST /api/current_user/upload_profile_image (multipart field `image`: PNG or JPEG up to
 * 2 MB; the page sends a square of at most 512 px) and DELETE /api/current_user/remove_profile_image. Both
 * answer the current user, which the client stores in place of its own (data-layer.md §4).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { requireSignedInUser } from '../auth/auth-context';
import type { Transaction } from '../db/client';
import { users } from '../db/schema';
import { replaceAccountImage } from '../domain/account-images';
import { currentUserAnswer } from '../domain/feature-notifications/valid-notifications';
import type { FileUpload } from '../domain/owner-files';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { CurrentUserSchema } from '../schemas/current-user-schema';
import { fileStorage } from '../storage';
import { readImageUpload } from '../uploads';

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;
const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg'];

const currentUserImage: FastifyPluginAsyncTypebox = async (app) => {
  const replaceImage = (userId: number, upload: FileUpload | null) =>
    replaceAccountImage(app.db, fileStorage(app), { kind: 'profile_image', user_id: userId }, upload, async (tx: Transaction, url) => {
      const [updated] = await tx.update(users).set({ profile_image: url, updated_at: sql`now()` }).where(eq(users.id, userId)).returning();
      return currentUserAnswer(tx, updated);
    });
  const answer = { 200: CurrentUserSchema, ...errorResponses };

  for (const { url, hide } of routeForms('/current_user/upload_profile_image.json')) {
    app.post(url, {
      schema: { tags: ['current user'], summary: 'Upload your profile image (multipart field "image": PNG or JPEG, at most 2 MB); answers the current user', response: answer, hide },
    }, async (request) => {
      const { user } = requireSignedInUser(request);
      const upload = await readImageUpload(request, { field: 'image', maxBytes: MAX_PROFILE_IMAGE_BYTES, types: PROFILE_IMAGE_TYPES, what: 'PNG or JPEG image' });
      return replaceImage(user.id, upload);
    });
  }

  for (const { url, hide } of routeForms('/current_user/remove_profile_image.json')) {
    app.delete(url, {
      schema: { tags: ['current user'], summary: 'Remove your profile image; answers the current user', response: answer, hide },
    }, async (request) => replaceImage(requireSignedInUser(request).user.id, null));
  }
};

export default currentUserImage;
