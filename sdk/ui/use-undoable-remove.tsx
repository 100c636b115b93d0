import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { SUCCESS_SNACKBAR_MS } from '../../core/domain/constants';
import type { EntityValues } from '../entity-values/use-entity-values';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

interface Removed<V> {
  value: V;
  index: number;
  name: string;
}

/**
 * Deletes at once and offers Undo in a snackbar, which puts the item back where it was (as a new value).
 * Render `snackbar` somewhere in the view.
 */
export function useUndoableRemove<V extends object>(
  values: Pick<EntityValues<V>, 'items' | 'create' | 'remove'>,
): { remove: (key: string, name: string) => void; snackbar: ReactNode } {
  const t = useSdkTranslate();
  const [removed, setRemoved] = useState<Removed<V> | null>(null);
  const { items, create, remove: removeItem } = values;

  const remove = useCallback(
    (key: string, name: string) => {
      const index = items.findIndex((item) => item.key === key);
      if (index < 0) return;
      setRemoved({ value: items[index].value, index, name });
      removeItem(key);
    },
    [items, removeItem],
  );

  const undo = () => {
    if (removed) create(removed.value, removed.index);
    setRemoved(null);
  };

  const snackbar = (
    <Snackbar
      open={removed !== null}
      autoHideDuration={SUCCESS_SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && setRemoved(null)}
      message={removed ? t('undo.deleted', { name: removed.name }) : ''}
      action={
        <Button color="secondary" size="small" onClick={undo}>
          {t('undo.undo')}
        </Button>
      }
    />
  );
  return { remove, snackbar };
}
