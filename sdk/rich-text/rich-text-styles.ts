/** Typography of rich text, the same in the editor and when read. */
export const richTextStyles = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& p, & div': { my: 0.5 },
  '& ul, & ol': { pl: 3, my: 0.5 },
  '& a': { color: 'info.main' },
} as const;
