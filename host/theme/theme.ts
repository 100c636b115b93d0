import { createTheme, type Direction, type PaletteColor, type PaletteColorOptions, type Theme } from '@mui/material/styles';
import { THEME_COLORS } from '../../core/domain/constants';

declare module '@mui/material/styles' {
  interface Palette {
    accent: PaletteColor;
  }
  interface PaletteOptions {
    accent?: PaletteColorOptions;
  }
}

/** The spec's theme colours (screens-and-editor.md §9), laid out in the interface language's direction. */
const createAppTheme = (direction: Direction): Theme =>
  createTheme({
    direction,
    palette: {
      primary: { main: THEME_COLORS.primary },
      secondary: { main: THEME_COLORS.secondary },
      info: { main: THEME_COLORS.info },
      accent: { main: THEME_COLORS.accent },
    },
    components: {
      // Spacing by flex gap instead of a `> :not(style) ~ :not(style)` margin rule: that sibling selector made
      // Chromium restyle every drawn diagram shape each time another one was added inside a spaced Stack.
      MuiStack: { defaultProps: { useFlexGap: true } },
    },
  });

export const THEMES: Readonly<Record<Direction, Theme>> = { ltr: createAppTheme('ltr'), rtl: createAppTheme('rtl') };
