import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, type Breakpoint } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from './dialog-buttons';
import { describeHttpError, fieldError as serverFieldError } from './http-error-message';

/** What a check before submitting found: a message for the whole form and messages on named fields. */
export interface FormProblems {
  form?: string | null;
  fields?: Readonly<Record<string, string | null | undefined>>;
}

/** What the fields of a form dialog are told. */
export interface FormDialogState {
  busy: boolean;
  /** The problem of one field: the check before submitting found it, or the server named the field. */
  fieldError(field: string): string | null;
}

export interface FormDialogProps {
  /** Open unless told otherwise: most dialogs are mounted only while they show. */
  open?: boolean;
  title: ReactNode;
  /** A sentence above the fields. */
  intro?: ReactNode;
  /** The main button's words; Save unless told otherwise. */
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  /** 'error' for a main button that destroys something. */
  submitColor?: 'primary' | 'error';
  maxWidth?: Breakpoint;
  fullScreen?: boolean;
  /** Fields that show the server's reason themselves; a failure about one of them is not repeated above the buttons. */
  fields?: readonly string[];
  /** A check before submitting; any problem it finds blocks the submit. */
  validate?(): FormProblems | null;
  /** Words for a failure when the server's own are better than the usual ones. */
  describeError?(failure: unknown): string;
  /** Saves the form; when it throws, the dialog stays open with the fields as they were and the reason shown. */
  onSubmit(): Promise<void>;
  onClose(): void;
  children?: ReactNode | ((form: FormDialogState) => ReactNode);
}

const FIRST_FIELD = [
  'input:not([type="hidden"]):not([hidden]):not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([aria-hidden="true"])',
  '[role="combobox"]:not([aria-disabled="true"])',
].join(', ');

/** Focuses the form's first field as the form appears, unless one of its fields took the focus already. */
function focusFirstField(form: HTMLFormElement | null) {
  if (form && !form.contains(document.activeElement)) form.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
}

/**
 * A dialog holding one form: named by its title, the first field focused, Enter submits; while the submit
 * runs the main button shows its progress and the dialog cannot be dismissed; a failure keeps it open.
 */
export function FormDialog(props: FormDialogProps) {
  const { open = true, title, intro, submitLabel, submitDisabled, submitColor, maxWidth = 'sm', fullScreen, fields = [], validate, describeError, onSubmit, onClose, children } = props;
  const { t } = useTranslation('host');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [openedAs, setOpenedAs] = useState(open);
  if (open !== openedAs) {
    setOpenedAs(open);
    setProblems(null);
    setFailure(null);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate?.() ?? null;
    setProblems(found);
    setFailure(null);
    if (found?.form || Object.values(found?.fields ?? {}).some(Boolean)) return;
    setBusy(true);
    try {
      await onSubmit();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) => problems?.fields?.[field] || serverFieldError(failure, field, t);
  const failedOnAField = fields.some((field) => serverFieldError(failure, field, t) !== null);
  const formError = problems?.form || (failure !== null && !failedOnAField ? (describeError?.(failure) ?? describeHttpError(failure, t)) : null);

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullScreen={fullScreen} fullWidth>
      {open && (
        <form ref={focusFirstField} onSubmit={(event) => void submit(event)} noValidate style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
            <Stack spacing={2} sx={{ pt: 1, flex: '1 1 auto', minHeight: 0 }}>
              {intro && <DialogContentText>{intro}</DialogContentText>}
              {typeof children === 'function' ? children({ busy, fieldError }) : children}
            </Stack>
          </DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mx: 3, mb: 1, flexShrink: 0 }}>
              {formError}
            </Alert>
          )}
          <DialogButtons onCancel={onClose} busy={busy} submitLabel={submitLabel ?? t('common.save')} submitColor={submitColor} submitDisabled={submitDisabled} />
        </form>
      )}
    </Dialog>
  );
}
