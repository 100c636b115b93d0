/**
 * GET /api/files/{key}: a stored upload (project image, PDF resource, module preview, cell image), when the
 * key has a stored_files row and the caller may read its owner (server/domain/stored-files.ts), or an account
 * image (logo, profile image: server/domain/account-images.ts). Files are private and checked again on every
 * fetch (no-cache), so a revoked share link stops showing them at once.
 * GET /api/system_images/{key}: the system's images (the favicon), public.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { readAccountImage, readSystemImage } from '../domain/account-images';
import { readStoredFile } from '../domain/stored-files';
import { errorResponses } from '../schemas/api-schemas';
import { fileStorage } from '../storage';

const files: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/files/*', {
    schema: {
      tags: ['files'],
      summary: 'A stored file (needs read on the project or module it belongs to)',
      params: Type.Object({ '*': Type.String() }),
      response: { 200: Type.Unknown({ description: 'The file bytes with their content type.' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request);
    const key = request.params['*'];
    const file = (await readAccountImage(app.db, fileStorage(app), auth, key)) ?? (await readStoredFile(app.db, fileStorage(app), auth, key));
    return sendFile(reply, file, 'private, no-cache');
  });

  app.get('/system_images/*', {
    config: { public: true },
    schema: {
      tags: ['files'],
      summary: "One of the system's images (the favicon), for everyone",
      params: Type.Object({ '*': Type.String() }),
      response: { 200: Type.Unknown({ description: 'The image bytes with their content type.' }), ...errorResponses },
    },
  }, async (request, reply) => sendFile(reply, await readSystemImage(app.db, fileStorage(app), request.params['*']), 'public, max-age=300'));
};

function sendFile(reply: FastifyReply, file: { data: Buffer; content_type: string }, cacheControl: string) {
  return reply
    .header('content-type', file.content_type)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    // An uploaded SVG opened on its own must not run scripts with the app's origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(file.data);
}

export default files;
