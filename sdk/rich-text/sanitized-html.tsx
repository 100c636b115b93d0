import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { richTextStyles } from './rich-text-styles';
import { sanitizeHtml } from './sanitize-html';
import { holdStoredImages, showStoredImages } from './stored-images';

export interface SanitizedHtmlProps {
  html: string;
  /** Shown instead when there is no text. */
  emptyText?: string;
}

/** Stored rich text, sanitised, for reading; its images are fetched with the reader's token. */
export function SanitizedHtml({ html, emptyText }: SanitizedHtmlProps) {
  const http = useService(HttpClient);
  const container = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const shown = useMemo(() => holdStoredImages(clean), [clean]);
  useEffect(() => (container.current ? showStoredImages(container.current, http) : undefined), [shown, http]);
  if (!clean.trim() && emptyText) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <Box ref={container} sx={richTextStyles} dangerouslySetInnerHTML={{ __html: shown }} />;
}
