import { useCallback, useState, type ReactNode } from 'react';
import type { EntityValues } from '../entity-values/use-entity-values';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { UndoSnackbar } from './undo-snackbar';

interface Added {
  keys: string[];
  message: string;
}

/**
 * Adds items at the end and offers Undo in a snackbar, which deletes them again (items added from elsewhere
 * than the view's own form, such as accepted assistant suggestions). Render `snackbar` somewhere in the view.
 */
export function useUndoableAdd<V extends object>(
  values: Pick<EntityValues<V>, 'create' | 'remove'>,
): { add: (added: readonly { value: V; name: string }[]) => number; snackbar: ReactNode } {
  const t = useSdkTranslate();
  const [added, setAdded] = useState<Added | null>(null);
  const { create, remove } = values;

  const add = useCallback(
    (items: readonly { value: V; name: string }[]) => {
      if (items.length === 0) return 0;
      const keys = items.map((item) => create(item.value));
      const message = items.length === 1 ? t('undo.added', { name: items[0].name }) : t('undo.addedMany', { count: items.length });
      setAdded({ keys, message });
      return keys.length;
    },
    [create, t],
  );

  const undo = () => {
    for (const key of added?.keys ?? []) remove(key);
  };

  const snackbar = <UndoSnackbar message={added?.message ?? null} onUndo={undo} onClose={() => setAdded(null)} />;
  return { add, snackbar };
}
