const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a link of an assistant answer may go to: absolute http, https and mailto addresses only. Anything else
 * (`javascript:`, `data:`, relative paths) becomes '', which the answer shows as plain text. The URL parser strips
 * the tabs and line breaks that could hide a protocol, so `java\tscript:` is caught as well.
 */
export function assistantLinkUrl(url: string): string {
  try {
    return LINK_PROTOCOLS.has(new URL(url).protocol) ? url : '';
  } catch {
    return '';
  }
}
