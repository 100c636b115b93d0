import type { ItemToOpen } from '../../core/services/shell-state';

function decodeBase64Utf8(text: string): string {
  const binary = atob(text);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/**
 * Route guard rule 6: `?item=` carries base64 JSON `{itemType, itemId}` naming something to open on
 * the page (a comment, an entity value). Anything else is ignored rather than reported: links are
 * pasted by people and an unreadable one should still open the page.
 */
export function parseItemParam(search: URLSearchParams): ItemToOpen | null {
  const raw = search.get('item');
  if (!raw) return null;
  try {
    // URLSearchParams turns '+' into ' '; base64 has '+' but never ' '.
    const parsed: unknown = JSON.parse(decodeBase64Utf8(raw.replace(/ /g, '+')));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { itemType, itemId } = parsed as Record<string, unknown>;
    if (typeof itemType !== 'string' || itemType === '') return null;
    if (typeof itemId === 'number' && Number.isFinite(itemId)) return { itemType, itemId };
    if (typeof itemId === 'string' && itemId !== '') return { itemType, itemId };
    return null;
  } catch {
    return null;
  }
}
