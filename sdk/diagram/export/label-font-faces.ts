/** One file of the label font (LABEL_FONT's Roboto): a weight and the characters it draws (CSS unicode-range). */
export interface LabelFontFace {
  weight: 400 | 700;
  unicodeRange: string;
  /**
   * The woff2 file's URL, served by the app itself (the Content-Security-Policy allows fonts from 'self' and
   * data:). Loaded when an export needs it, so opening the editor does not load the font chunks.
   */
  url: () => Promise<{ default: string }>;
}

// The subsets' ranges as @fontsource/roboto declares them.
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const GREEK = 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF';

export const LABEL_FONT_FACES: readonly LabelFontFace[] = [
  { weight: 400, unicodeRange: LATIN, url: () => import('@fontsource/roboto/files/roboto-latin-400-normal.woff2?url') },
  { weight: 400, unicodeRange: LATIN_EXT, url: () => import('@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url') },
  { weight: 400, unicodeRange: CYRILLIC, url: () => import('@fontsource/roboto/files/roboto-cyrillic-400-normal.woff2?url') },
  { weight: 400, unicodeRange: GREEK, url: () => import('@fontsource/roboto/files/roboto-greek-400-normal.woff2?url') },
  { weight: 700, unicodeRange: LATIN, url: () => import('@fontsource/roboto/files/roboto-latin-700-normal.woff2?url') },
  { weight: 700, unicodeRange: LATIN_EXT, url: () => import('@fontsource/roboto/files/roboto-latin-ext-700-normal.woff2?url') },
  { weight: 700, unicodeRange: CYRILLIC, url: () => import('@fontsource/roboto/files/roboto-cyrillic-700-normal.woff2?url') },
  { weight: 700, unicodeRange: GREEK, url: () => import('@fontsource/roboto/files/roboto-greek-700-normal.woff2?url') },
];
