/**
 * Headers on every response: the release version (the client's update notice compares it with its own
 * tag), the Content-Security-Policy (a page's frame-src also names its company's suite hosts: frame-sources.ts) with the framing policy (only pages under /embed/ may be shown inside
 * another site's frame, and only by the company's allowed embed hosts when it has any: embed-framing.ts), the referrer policy, HSTS on HTTPS deployments, and no-store on API answers,
 * which hold personal data (an answer that chose its own caching, e.g. stored files, keeps it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_VERSION_HEADER } from '../core/domain/http-conventions';
import type { ServerConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { embedFrameAncestors } from './embed-framing';
import { embedPlayerOrigins, pageSuiteHosts } from './frame-sources';

export const EMBED_PATH_PREFIX = '/embed/';
const API_DOCS_PREFIX = '/api/docs';
const HSTS_ONE_YEAR = 'max-age=31536000; includeSubDomains';

function isApiAnswer(path: string): boolean {
  return (path === '/api' || path.startsWith('/api/')) && !path.startsWith(API_DOCS_PREFIX);
}

function isPage(path: string, reply: FastifyReply): boolean {
  return !isApiAnswer(path) && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

export function installResponseHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'releaseTag' | 'runtimeConfig'>): void {
  const players = embedPlayerOrigins(app.moduleRegistry.manifests);
  const policy = contentSecurityPolicy(config.runtimeConfig, players);
  const https = (config.runtimeConfig.frontendUrl ?? '').startsWith('https:');
  const pagePolicy = async (request: FastifyRequest, path: string) =>
    contentSecurityPolicy(config.runtimeConfig, [...players, ...(await pageSuiteHosts(app.db, request, path))]);
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    reply.header(RELEASE_VERSION_HEADER, config.releaseTag);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) reply.header('strict-transport-security', HSTS_ONE_YEAR);
    if (isApiAnswer(path) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A route that set a policy of its own (e.g. a sandbox for a stored file) keeps it.
    const own = reply.getHeader('content-security-policy');
    const answerPolicy = typeof own === 'string' && own ? own : isPage(path, reply) ? await pagePolicy(request, path) : policy;
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
