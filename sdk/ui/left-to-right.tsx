import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { styleCache } from './direction-styles';

const leftToRight = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });

/**
 * A drawing surface (a diagram, a canvas, a map of placed items) stays left to right in a right-to-left
 * language: positions on it are the drawing's, not the reading order's. Its styles are not mirrored either.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache('ltr')}>
      <ThemeProvider theme={leftToRight}>
        <div dir="ltr" style={{ display: 'contents' }}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
