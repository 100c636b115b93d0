import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { SUCCESS_SNACKBAR_MS } from '../../core/domain/constants';
import { useSdkTranslate } from '../i18n/use-sdk-translate';

export interface UndoSnackbarProps {
  /** What was just done ("Deleted “Call the bank”"); the snackbar is open while there is one. */
  message: string | null;
  onUndo(): void;
  onClose(): void;
}

/** Says what was just done, with Undo, for the success snackbar's time (screens-and-editor.md §9). */
export function UndoSnackbar({ message, onUndo, onClose }: UndoSnackbarProps) {
  const t = useSdkTranslate();
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={SUCCESS_SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      message={message ?? ''}
      action={
        <Button
          color="secondary"
          size="small"
          onClick={() => {
            onUndo();
            onClose();
          }}
        >
          {t('undo.undo')}
        </Button>
      }
    />
  );
}
