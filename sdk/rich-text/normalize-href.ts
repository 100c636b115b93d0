const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * A link address as people type it, made into one rich text may hold: "example.com" becomes
 * "https://example.com"; web and mail addresses are kept; anything else (javascript:, data:, ftp:, an
 * address without a host) is null.
 */
export function normalizeHref(address: string): string | null {
  const trimmed = address.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_SCHEMES.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+$/.test(url.pathname) ? candidate : null;
  // A host needs a dot ("example.com") or is localhost; "hello" alone is a typo more likely than an intranet name.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  return hasScheme ? candidate : url.href.replace(/\/$/, trimmed.endsWith('/') ? '/' : '');
}
