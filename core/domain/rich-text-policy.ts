/**
 * What rich text may contain, one definition for the browser (sdk/rich-text/sanitize-html.ts) and the
 * server (server/domain/rich-text.ts), both running DOMPurify with it: the formatting the editor offers
 * (headings, lists, quotes, code, tables, rules), links to web and mail addresses, and images stored by
 * Tessera itself (/api/files/...). Scripts, event handlers, styles, classes, other images (data:, other
 * sites) and javascript: URLs are removed.
 */

/** A JSON Schema string declared with this media type holds rich text; the server cleans it on every write. */
export const RICH_TEXT_MEDIA_TYPE = 'text/html';

const ALLOWED_TAGS = [
  'p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'hr',
  'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'colspan', 'rowspan'];
/** Attributes that are not addresses, so ALLOWED_URI below does not apply to them. */
const NON_URI_ATTR = ['colspan', 'rowspan'];

/** The links rich text may hold: web and mail addresses; relative addresses only to our own files. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|\/api\/files\/)/i;

/** A file Tessera stores and serves (GET /api/files/{key}); the only images rich text may show. */
const STORED_FILE_URL = /^\/api\/files\/[a-z0-9][a-z0-9_/.-]*$/i;

export function isStoredFileUrl(url: string): boolean {
  return STORED_FILE_URL.test(url) && !url.split('/').some((part) => part === '..' || part === '.');
}

/** DOMPurify's configuration (a fresh copy: DOMPurify may keep a reference). */
export function richTextPurifyConfig() {
  return {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ADD_URI_SAFE_ATTR: [...NON_URI_ATTR],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // DOMPurify keeps aria-* and data-* by default; pasted documents are full of them.
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
  };
}

interface SanitizedElement {
  tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  remove(): void;
}

/**
 * DOMPurify's afterSanitizeAttributes hook: every link opens in a new tab without handing over its opener,
 * and an image without one of our stored files as its source is removed with its tag.
 */
export function enforceRichTextUrls(node: SanitizedElement): void {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG' && !isStoredFileUrl(node.getAttribute('src') ?? '')) node.remove();
}
