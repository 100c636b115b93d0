import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './refusal-text';

/**
 * One admin change at a time: busy while it runs, and the server's refusal in words when it fails. `run`
 * answers whether the change went through.
 */
export function useAdminChange() {
  const { t } = useTranslation('host');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await change();
      return true;
    } catch (failure) {
      setError(refusalText(failure, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
