/**
 * Serves the built client (vite build output) when it exists: files as they are, and index.html for any
 * other page a browser asks for, so client-side routes survive a reload. API paths never fall back.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function hasBuiltClient(staticDir: string): boolean {
  return existsSync(join(staticDir, 'index.html'));
}

export async function registerStaticClient(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: staticDir, index: false, wildcard: true, cacheControl: false, preCompressed: true });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendSpaPage(reply));
  // Hashed assets never change; everything else is revalidated so a new release shows up at once.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
  });
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Whether a not-found request should get the client's index.html instead of a JSON 404. */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url.split('?')[0])) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendSpaPage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
