/**
 * Headers on every response: the release version (the client's update notice compares it with its own
 * tag) and the framing policy. Only pages under /embed/ may be shown inside another site's frame.
 */
import type { FastifyInstance } from 'fastify';
import { RELEASE_VERSION_HEADER } from '../core/domain/http-conventions';

export const EMBED_PATH_PREFIX = '/embed/';

export function installResponseHeaders(app: FastifyInstance, releaseTag: string): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(RELEASE_VERSION_HEADER, releaseTag);
    reply.header('x-content-type-options', 'nosniff');
    if (!request.url.startsWith(EMBED_PATH_PREFIX)) {
      reply.header('x-frame-options', 'DENY');
      const policy = reply.getHeader('content-security-policy');
      const existing = typeof policy === 'string' && policy ? `${policy}; ` : '';
      if (!existing.includes('frame-ancestors')) {
        reply.header('content-security-policy', `${existing}frame-ancestors 'none'`);
      }
    }
  });
}
