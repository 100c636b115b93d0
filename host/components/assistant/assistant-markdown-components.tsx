import { Box, Divider, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Components } from 'react-markdown';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function AnswerLink({ href, children }: { href?: string; children?: ReactNode }) {
  // A refused address arrives as '' (assistant-link-url.ts): the words stay, the link goes.
  if (!href) return <span>{children}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/**
 * How each markdown element of an assistant answer is drawn with MUI, compact enough for the side panel: headings at
 * most a bold line, code in monospace on a faint background, tables scrolling sideways in a narrow panel.
 */
export const ASSISTANT_MARKDOWN_COMPONENTS: Components = {
  a: ({ href, children }) => <AnswerLink href={href}>{children}</AnswerLink>,
  // An image would be fetched from wherever the model points; it is offered as a link instead.
  img: ({ src, alt }) => <AnswerLink href={typeof src === 'string' ? src : undefined}>{alt || src}</AnswerLink>,
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
  p: ({ children }) => (
    <Typography variant="body2" component="p">
      {children}
    </Typography>
  ),
  ul: ({ children }) => (
    <Typography variant="body2" component="ul" sx={{ pl: 2.5, listStyleType: 'disc' }}>
      {children}
    </Typography>
  ),
  ol: ({ children, start }) => (
    <Typography variant="body2" component="ol" start={start} sx={{ pl: 2.5, listStyleType: 'decimal' }}>
      {children}
    </Typography>
  ),
  blockquote: ({ children }) => (
    <Box component="blockquote" sx={{ mx: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}>
      {children}
    </Box>
  ),
  hr: () => <Divider />,
  code: ({ children }) => (
    <Box component="code" sx={{ fontFamily: MONOSPACE, fontSize: '0.85em', bgcolor: 'action.hover', borderRadius: 0.5, px: 0.5 }}>
      {children}
    </Box>
  ),
  // A scrolling block takes the focus, so a keyboard can scroll it.
  pre: ({ children }) => (
    <Box
      component="pre"
      tabIndex={0}
      sx={{
        fontFamily: MONOSPACE,
        fontSize: '0.85em',
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: 1,
        overflowX: 'auto',
        '& code': { bgcolor: 'transparent', p: 0, fontSize: 'inherit' },
      }}
    >
      {children}
    </Box>
  ),
  // A table is as wide as its cells want (a long cell wraps at a readable width) and scrolls sideways in a narrow panel.
  table: ({ children }) => (
    <Box tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={{ width: 'max-content', minWidth: '100%', '& td, & th': { overflowWrap: 'normal', maxWidth: 240, verticalAlign: 'top' } }}>
        {children}
      </Table>
    </Box>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children, style }) => (
    <TableCell component="th" style={style} sx={{ fontWeight: 700, px: 1 }}>
      {children}
    </TableCell>
  ),
  td: ({ children, style }) => (
    <TableCell style={style} sx={{ px: 1 }}>
      {children}
    </TableCell>
  ),
};
