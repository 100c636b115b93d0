import { useEffect } from 'react';
import { SaveQueueFactory } from '../../core/services/save-queue';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';

/** Asks the browser to confirm closing or reloading the tab while edits are not yet saved. */
export function useUnsavedChangesWarning(): void {
  const saveQueues = useService(SaveQueueFactory);
  const unsaved = useStream(saveQueues.hasUnsavedChanges$, saveQueues.hasUnsavedChanges);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
