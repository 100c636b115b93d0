import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError } from '../../../components/http-error-message';

/**
 * A mapping page's mappings kept in place: each change is one run of calls whose answers update them (no reload),
 * one at a time (`busy`), saying what it did (`said`, for the polite status line) or why it failed. A reload (after
 * an upload) brings new mappings, which replace the ones kept here.
 */
export function useMappingsInPlace<M>(initial: readonly M[]) {
  const { t } = useTranslation('host');
  const [mappings, setMappings] = useState(initial);
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setMappings(initial);
  }
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * Runs a change; `done` is said when it succeeds, `reason` may name a failure better than the generic words.
   * Resolves whether it succeeded.
   */
  const run = async (change: () => Promise<void>, done: string, reason?: (error: unknown) => string | null): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      setSaid(done);
      return true;
    } catch (error) {
      setFailure(reason?.(error) ?? describeHttpError(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { mappings, setMappings, busy, said, say: setSaid, failure, clearFailure: () => setFailure(null), run };
}
