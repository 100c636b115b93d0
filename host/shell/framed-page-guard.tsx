import type { ReactNode } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { resolveHandle } from '../routes/route-handle';

function isFramed(): boolean {
  return window.top !== window.self;
}

/**
 * Only embeds may be shown inside another site's frame (the server refuses to serve anything else into
 * one). A navigation inside an embed's frame does not ask the server, so every other page checks here
 * and, when framed, offers to open itself in a new window instead of showing e.g. the sign-in page.
 */
export function FramedPageGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  const { access } = resolveHandle(useMatches().map((match) => match.handle));
  if (access === 'embed' || !isFramed()) return children;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('framed.title')}
        </Typography>
        <Typography color="text.secondary">{t('framed.body')}</Typography>
        <Button variant="contained" component="a" href={window.location.href} target="_blank" rel="noopener noreferrer">
          {t('framed.open')}
        </Button>
      </Stack>
    </Container>
  );
}
