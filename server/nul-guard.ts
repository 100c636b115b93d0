/**
 * The NUL character (U+0000) is refused wherever a client sends text: PostgreSQL cannot store it in
 * text or jsonb, so it would otherwise fail deep in a query. A body, query string or path parameter
 * holding one, in a value or in a key, is a 422 naming where it is (the same field names as schema
 * failures: `name`, `value/html`, `search`). It runs before schema validation, for every route,
 * schema or not. Headers are not walked: the ones the server reads it checks itself.
 */
import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors';

const NUL = '\u0000';

/** The path (JSON-pointer segments) of the first key or string holding NUL, or null when there is none. */
export function pathOfNul(value: unknown): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [key];
    const found = pathOfNul(item);
    if (found) return [key, ...found];
  }
  return null;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const path = pathOfNul(value);
      if (path) {
        const field = path.join('/').replaceAll(NUL, '\\u0000') || part;
        throw unprocessable([{ field, code: 'invalid', message: 'must not contain the NUL character (\\u0000)' }]);
      }
    }
  });
}
