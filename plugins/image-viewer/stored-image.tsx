import BrokenImage from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { CSSProperties } from 'react';
import { useFileUrl, useTranslate } from '../../sdk';
import manifest from './manifest';
import type en from './locales/en.json';

/** A stored image fetched with the bearer token; a spinner while it loads, a placeholder when its file is gone. */
export function StoredImage({ url, alt, style }: { url: string | null; alt: string; style?: CSSProperties }) {
  const t = useTranslate<typeof en>(manifest.segment);
  const src = useFileUrl(url);
  if (!url) {
    return (
      <Box role="img" aria-label={t('missing')} sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary' }}>
        <BrokenImage fontSize="large" />
      </Box>
    );
  }
  if (!src) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress size={24} aria-hidden />
      </Box>
    );
  }
  return <img src={src} alt={alt} style={style} draggable={false} />;
}
