/** Typography of rich text, the same in the editor and when read. */
export const richTextStyles = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& p, & div': { my: 0.5 },
  '& h1': { typography: 'h4', mt: 2, mb: 1 },
  '& h2': { typography: 'h5', mt: 2, mb: 1 },
  '& h3': { typography: 'h6', mt: 1.5, mb: 0.5 },
  '& ul, & ol': { pl: 3, my: 0.5 },
  '& li > p': { my: 0 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0, my: 1, color: 'text.secondary' },
  '& code': { fontFamily: 'monospace', fontSize: '0.875em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { fontFamily: 'monospace', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre' },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
  '& img': { maxWidth: '100%', height: 'auto' },
  // Fixed layout keeps a wide table inside a narrow window; long words wrap in their cells.
  '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', my: 1 },
  '& th, & td': { border: 1, borderColor: 'divider', p: 0.75, verticalAlign: 'top', textAlign: 'left' },
  '& th': { fontWeight: 'bold', bgcolor: 'action.hover' },
  '& a': { color: 'info.dark' },
} as const;
