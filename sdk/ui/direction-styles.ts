import createCache from '@emotion/cache';
import type { Direction } from '@mui/material/styles';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One emotion cache per writing direction: the right-to-left one mirrors every generated style (margins,
 * paddings, `left`/`right`), as MUI's right-to-left guide does it.
 */
export const STYLE_CACHES: Readonly<Record<Direction, ReturnType<typeof createCache>>> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] }),
};
