import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '@mui/material/styles';

/**
 * One emotion cache per writing direction: the right-to-left one mirrors every generated style (margins,
 * paddings, `left`/`right`), as MUI's right-to-left guide does it.
 */
const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;

/** Loads the cache of `direction`; the right-to-left plugin is a chunk of its own, fetched only when needed. */
export async function loadStyleCache(direction: Direction): Promise<void> {
  if (direction === 'ltr' || rtlCache) return;
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}

/** The cache of `direction` once loaded (left to right until then). */
export function styleCache(direction: Direction): EmotionCache {
  return (direction === 'rtl' && rtlCache) || ltrCache;
}
