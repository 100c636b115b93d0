import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { SUCCESS_SNACKBAR_MS } from '../../core/domain/constants';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

interface Offer {
  message: string;
  undo(): void;
}

/** Says what was just done and offers to undo it, in a snackbar; render `snackbar` somewhere in the view. */
export function useUndoOffer(): { offer: (message: string, undo: () => void) => void; snackbar: ReactNode } {
  const t = useSdkTranslate();
  const [current, setCurrent] = useState<Offer | null>(null);
  const offer = useCallback((message: string, undo: () => void) => setCurrent({ message, undo }), []);
  const snackbar = (
    <Snackbar
      open={current !== null}
      autoHideDuration={SUCCESS_SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && setCurrent(null)}
      message={current?.message ?? ''}
      action={
        <Button
          color="secondary"
          size="small"
          onClick={() => {
            current?.undo();
            setCurrent(null);
          }}
        >
          {t('undo.undo')}
        </Button>
      }
    />
  );
  return { offer, snackbar };
}
