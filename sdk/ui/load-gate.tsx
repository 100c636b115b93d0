import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { EntityValuesStatus } from '../entity-values/entity-values-store';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

export interface LoadGateProps {
  status: EntityValuesStatus;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a spinner while content loads and a retry when loading failed; the content once it is ready. */
export function LoadGate({ status, onRetry, children }: LoadGateProps) {
  const t = useSdkTranslate();
  if (status === 'ready') return <>{children}</>;
  if (status === 'loading') {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('load.loading')} />
      </Stack>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('load.retry')}
        </Button>
      }
    >
      {t('load.failed')}
    </Alert>
  );
}
