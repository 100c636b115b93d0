import type { ReactNode } from 'react';
import { Button, DialogActions } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface DialogButtonsProps {
  onCancel(): void;
  busy: boolean;
  /** The main button's words. */
  submitLabel: ReactNode;
  /** Without it the main button submits the dialog's form. */
  onSubmit?(): void;
  submitColor?: 'primary' | 'error';
  submitDisabled?: boolean;
}

/** A dialog's Cancel and main button: Cancel is off while the main action runs, which shows its progress. */
export function DialogButtons({ onCancel, busy, submitLabel, onSubmit, submitColor, submitDisabled }: DialogButtonsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        variant="contained"
        color={submitColor}
        loading={busy}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

