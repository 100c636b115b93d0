/**
 * Rich text cleaned on the server with the client's policy (core/domain/rich-text-policy.ts), so the
 * database, the archive export and every other consumer hold clean HTML. jsdom is loaded on the first
 * use, not at server start.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { enforceRichTextUrls, richTextPurifyConfig } from '../../core/domain/rich-text-policy';

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  purifier.addHook('afterSanitizeAttributes', enforceRichTextUrls);
  return purifier;
}

export function sanitizeRichText(html: string): string {
  return getPurifier().sanitize(html, richTextPurifyConfig());
}
