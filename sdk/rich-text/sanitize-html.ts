import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { enforceRichTextUrls, richTextPurifyConfig } from '../../core/domain/rich-text-policy';

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An instance of our own, so the link hook below cannot affect anyone else's DOMPurify.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', enforceRichTextUrls);
  return purifier;
}

/**
 * Rich text as Tessera stores and shows it (core/domain/rich-text-policy.ts). Run it before HTML is shown
 * and before it is saved; the server cleans it again on every write.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, richTextPurifyConfig());
}
