import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { FramedPage } from '../../core/domain/framed-page';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/** How long a frame may take to load before the view offers its link instead. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

type FrameState = 'loading' | 'loaded' | 'failed' | 'blocked';

export interface ExternalFrameProps {
  page: FramedPage;
  /** Names the frame for screen readers and in the messages. */
  name: string;
  sandbox: string;
  allow: string;
  /** 'video' keeps 16:9; 'page' takes most of the window's height. */
  shape: 'video' | 'page';
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * One external page in a sandboxed iframe. A cross-origin frame does not say why it stays blank, so the
 * view watches for what it can see: the page's Content-Security-Policy refusing the frame (a host allowed
 * after the page loaded), and no load event within FRAME_LOAD_TIMEOUT_MS; either shows a message instead
 * of an empty frame. Tessera's own pages are never framed: with scripts and same-origin allowed, they could
 * lift their own sandbox.
 */
export function ExternalFrame({ page, name, sandbox, allow, shape }: ExternalFrameProps) {
  const t = useSdkTranslate();
  const origin = originOf(page.frameSrc);
  const ownOrigin = origin === window.location.origin;
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    setState('loading');
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), FRAME_LOAD_TIMEOUT_MS);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (/^(frame|child|default)-src/.test(event.effectiveDirective) && originOf(event.blockedURI) === origin) setState('blocked');
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [page.frameSrc, origin]);

  if (ownOrigin) return <Alert severity="warning">{t('embed.frameOwnOrigin', { name })}</Alert>;
  if (state === 'blocked') {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={() => window.location.reload()}>{t('embed.reload')}</Button>}>
        {t('embed.frameBlocked', { name, origin })}
      </Alert>
    );
  }
  if (state === 'failed') return <Alert severity="warning">{t('embed.frameFailed', { name })}</Alert>;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        ...(shape === 'video' ? { aspectRatio: '16 / 9' } : { height: { xs: '70vh', md: '75vh' } }),
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="iframe"
        src={page.frameSrc}
        title={name}
        sandbox={sandbox}
        allow={allow}
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
