import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

function Notice({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      {action}
    </Stack>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <Notice
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button variant="contained" component={RouterLink} to="/home">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation('host');
  return (
    <Notice
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      action={
        <Button variant="contained" component={RouterLink} to="/home">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}

export function MaintenancePage() {
  const { t } = useTranslation('host');
  return (
    <Notice
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      action={
        <Button variant="contained" component={RouterLink} to="/home">
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
