import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

/**
 * Runs a registry write and remembers whether the last one failed: `failure` is the dismissible
 * "could not save" alert to show, or nothing. The store has already put the rows back.
 */
export function useWriteAttempt() {
  const t = useSdkTranslate();
  const [failed, setFailed] = useState(false);
  const attempt = useCallback(async (write: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await write();
    } catch {
      setFailed(true);
    }
  }, []);
  const failure = failed ? (
    <Alert severity="error" onClose={() => setFailed(false)}>
      {t('registry.failed')}
    </Alert>
  ) : null;
  return { attempt, failure };
}
