/**
 * The application/json body parser: Fastify's own (with its prototype-poisoning checks), behind a
 * count of the nesting depth on the raw text, so that absurdly deep JSON is a 400 before anything
 * recursive touches it (request-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { JSON_BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH } from './request-limits';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in a JSON text, brackets inside strings not counted. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i += 1;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return deepest;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (jsonNestingDepth(text) > JSON_BODY_MAX_DEPTH) {
      done(
        badRequest({ code: 'malformedRequest', message: `The request body is nested too deeply: at most ${JSON_BODY_MAX_DEPTH} levels of objects and arrays.` }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
