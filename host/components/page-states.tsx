import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('host');
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label ?? t('common.loading')} />
    </Box>
  );
}

/** A failure to load, in the user's words, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Alert
      severity="error"
      sx={{ my: 3 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {children}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
