import { FormDialog } from './form-dialog';

/** "Delete X?" with the consequence spelled out; stays open with the reason when the call fails. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
  /** Words for a failure when the server's own are better than the usual ones (a 409 saying what is left). */
  describeError?(error: unknown): string;
}) {
  return (
    <FormDialog
      open={props.open}
      title={props.title}
      intro={props.body}
      submitLabel={props.confirmLabel}
      submitColor="error"
      maxWidth="xs"
      describeError={props.describeError}
      onSubmit={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
