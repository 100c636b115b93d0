import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError } from '../../components/http-error-message';

/**
 * How the editing pages of catalogs and maps report their changes: each change is one call followed by `reload`;
 * `said` is what the last one did (for a status line screen readers announce), `failure` why one made from the
 * page (a drag, a key, a menu) failed. The dialogs' own calls throw instead, so a dialog stays open with the reason.
 */
export function useAnnouncedEdits(reload: () => void) {
  const { t } = useTranslation('host');
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const saved = (message: string) => {
    setFailure(null);
    setSaid(message);
    reload();
  };
  /** A change made from the page: true once saved; its failure is shown on the page. */
  const change = (call: Promise<unknown>, message: string) =>
    call.then(
      () => {
        saved(message);
        return true;
      },
      (error: unknown) => {
        setFailure(describeHttpError(error, t));
        return false;
      },
    );

  return { said, failure, clearFailure: () => setFailure(null), saved, change };
}
