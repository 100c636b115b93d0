/**
 * Rich text cleaned on the server with the client's policy (core/domain/rich-text-policy.ts), so the
 * database, the archive export and every other consumer hold clean HTML. jsdom is loaded on the first
 * use, not at server start.
 */
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { enforceRichTextUrls, richTextPurifyConfig } from '../../core/domain/rich-text-policy';

let purifier: DOMPurify | null = null;

const loadJsdom = () => (createRequire(import.meta.url)('jsdom') as typeof import('jsdom')).JSDOM;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const JSDOM = loadJsdom();
  purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  purifier.addHook('afterSanitizeAttributes', enforceRichTextUrls);
  return purifier;
}

export function sanitizeRichText(html: string): string {
  return getPurifier().sanitize(html, richTextPurifyConfig());
}

/** The same (clean) rich text without the images shown from `src`: an image removed from its owner leaves no broken picture. */
export function withoutImage(html: string, src: string): string {
  const JSDOM = loadJsdom();
  const container = new JSDOM('').window.document.createElement('div');
  container.innerHTML = html;
  const shown = [...container.querySelectorAll('img')].filter((image) => image.getAttribute('src') === src);
  if (shown.length === 0) return html;
  for (const image of shown) image.remove();
  return container.innerHTML;
}
