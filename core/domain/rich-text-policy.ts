/**
 * What rich text may contain, one definition for the browser (sdk/rich-text/sanitize-html.ts) and the
 * server (server/domain/rich-text.ts), both running DOMPurify with it: the formatting the editor offers
 * and links, nothing else. Scripts, event handlers, images, styles and javascript: URLs are removed.
 */

/** A JSON Schema string declared with this media type holds rich text; the server cleans it on every write. */
export const RICH_TEXT_MEDIA_TYPE = 'text/html';

const ALLOWED_TAGS = ['p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'blockquote', 'code', 'pre'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** DOMPurify's configuration (a fresh copy: DOMPurify may keep a reference). */
export function richTextPurifyConfig(): { ALLOWED_TAGS: string[]; ALLOWED_ATTR: string[] } {
  return { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...ALLOWED_ATTR] };
}

interface SanitizedElement {
  tagName: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/** DOMPurify's afterSanitizeAttributes hook: every link opens in a new tab without handing over its opener. */
export function openLinksInNewTab(node: SanitizedElement): void {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
