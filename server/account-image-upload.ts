/**
 * The multipart image of a logo or profile picture upload (field `image`): the same types and limit as a
 * project's picture.
 */
import type { FastifyRequest } from 'fastify';
import type { FileUpload } from './domain/owner-files';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from './routes/project-images';
import { readImageUpload } from './uploads';

export const ACCOUNT_IMAGE_SUMMARY = 'multipart field "image": PNG, JPEG, WebP or GIF, at most 5 MB';

export async function readAccountImageUpload(request: FastifyRequest): Promise<FileUpload> {
  return readImageUpload(request, { field: 'image', maxBytes: MAX_IMAGE_BYTES, types: IMAGE_TYPES, what: 'PNG, JPEG, WebP or GIF image' });
}
