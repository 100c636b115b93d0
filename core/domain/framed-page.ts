/**
 * External pages shown in a frame (the video, Miro board and embedded suite module kinds): which URLs may be
 * framed and how. Pure, so the browser and the server read a URL the same way.
 */

/** What a module frames for one stored URL: the frame's source and the page to open outside Tessera. */
export interface FramedPage {
  frameSrc: string;
  openUrl: string;
}

/** The URL when the text is an absolute https URL without user name or password; else null. */
export function httpsUrlOf(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? url : null;
}

/** `https://host[:port]` and nothing more (no path, query or user name); null when the text is not one. */
export function httpsOriginOf(text: string): string | null {
  const url = httpsUrlOf(text);
  const bare = url !== null && url.pathname === '/' && !url.search && !url.hash;
  return bare ? url.origin : null;
}

/** The page itself, when it is https and its origin is one of `origins` (bare https origins). */
export function framedPageOnOrigins(text: string, origins: readonly string[]): FramedPage | null {
  const url = httpsUrlOf(text);
  if (!url || !origins.includes(url.origin)) return null;
  return { frameSrc: url.href, openUrl: url.href };
}
