import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { richTextStyles } from './rich-text-styles';
import { sanitizeHtml } from './sanitize-html';

export interface SanitizedHtmlProps {
  html: string;
  /** Shown instead when there is no text. */
  emptyText?: string;
}

/** Stored rich text, sanitised, for reading. */
export function SanitizedHtml({ html, emptyText }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim() && emptyText) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <Box sx={richTextStyles} dangerouslySetInnerHTML={{ __html: clean }} />;
}
