import { useCallback, useState, type ReactNode } from 'react';
import type { EntityValues } from '../entity-values/use-entity-values';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { UndoSnackbar } from './undo-snackbar';

interface Removed<V> {
  /** In their former order, so putting them back one after another restores every index. */
  items: { value: V; index: number }[];
  message: string;
}

/**
 * Deletes at once and offers Undo in a snackbar, which puts the items back where they were (as new values).
 * Render `snackbar` somewhere in the view.
 */
export function useUndoableRemove<V extends object>(
  values: Pick<EntityValues<V>, 'items' | 'create' | 'remove'>,
): { remove: (key: string, name: string) => void; removeMany: (keys: readonly string[]) => void; snackbar: ReactNode } {
  const t = useSdkTranslate();
  const [removed, setRemoved] = useState<Removed<V> | null>(null);
  const { items, create, remove: removeItem } = values;

  const removeKeys = useCallback(
    (keys: readonly string[], message: string) => {
      const gone = items.flatMap((item, index) => (keys.includes(item.key) ? [{ value: item.value, index }] : []));
      if (gone.length === 0) return;
      setRemoved({ items: gone, message });
      for (const key of keys) removeItem(key);
    },
    [items, removeItem],
  );
  const remove = useCallback((key: string, name: string) => removeKeys([key], t('undo.deleted', { name })), [removeKeys, t]);
  const removeMany = useCallback(
    (keys: readonly string[]) => removeKeys(keys, t('undo.deletedMany', { count: keys.length })),
    [removeKeys, t],
  );

  const undo = () => {
    for (const { value, index } of removed?.items ?? []) create(value, index);
  };

  const snackbar = <UndoSnackbar message={removed?.message ?? null} onUndo={undo} onClose={() => setRemoved(null)} />;
  return { remove, removeMany, snackbar };
}
