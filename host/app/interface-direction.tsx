import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styleCache } from '../../sdk/ui/direction-styles';
import { THEMES } from '../theme/theme';

/** The theme and the styles in the interface language's direction: a right-to-left language mirrors the layout. */
export function InterfaceDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  return (
    <CacheProvider value={styleCache(direction)}>
      <ThemeProvider theme={THEMES[direction]}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
