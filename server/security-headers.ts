/**
 * Headers on every response: the release version (the client's update notice compares it with its own
 * tag), the Content-Security-Policy with the framing policy (only pages under /embed/ may be shown inside
 * another site's frame, and only by the company's allowed embed hosts when it has any: embed-framing.ts), the referrer policy, HSTS on HTTPS deployments, and no-store on API answers,
 * which hold personal data (an answer that chose its own caching, e.g. stored files, keeps it).
 */
import type { FastifyInstance } from 'fastify';
import { RELEASE_VERSION_HEADER } from '../core/domain/http-conventions';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { embedFrameAncestors } from './embed-framing';

export const EMBED_PATH_PREFIX = '/embed/';
const API_DOCS_PREFIX = '/api/docs';
const HSTS_ONE_YEAR = 'max-age=31536000; includeSubDomains';

function isApiAnswer(path: string): boolean {
  return (path === '/api' || path.startsWith('/api/')) && !path.startsWith(API_DOCS_PREFIX);
}

export function installResponseHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'releaseTag' | 'runtimeConfig'>): void {
  const policy = contentSecurityPolicy(config.runtimeConfig);
  const https = (config.runtimeConfig.frontendUrl ?? '').startsWith('https:');
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    reply.header(RELEASE_VERSION_HEADER, config.releaseTag);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', HSTS_ONE_YEAR);
    if (isApiAnswer(path) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A route that set a policy of its own (e.g. a sandbox for a stored file) keeps it.
    const own = reply.getHeader('content-security-policy');
    const answerPolicy = typeof own === 'string' && own ? own : policy;
    if (path.startsWith(EMBED_PATH_PREFIX)) {
      const framing = await embedFrameAncestors(app.db, path);
      reply.header('content-security-policy', framing ? `${answerPolicy}; ${framing}` : answerPolicy);
    } else {
      reply.header('x-frame-options', 'DENY');
      const framing = answerPolicy.includes('frame-ancestors') ? '' : "; frame-ancestors 'none'";
      reply.header('content-security-policy', `${answerPolicy}${framing}`);
    }
  });
}
