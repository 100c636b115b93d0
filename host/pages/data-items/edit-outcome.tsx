import { Alert } from '@mui/material';
import { VisuallyHidden } from '../../../sdk/ui/visually-hidden';

/** What the last change of an editing page did, for screen readers (a polite status line), or why it failed. */
export function EditOutcome({ said, failure, onCloseFailure }: { said: string; failure: string | null; onCloseFailure(): void }) {
  return (
    <>
      {failure && (
        <Alert severity="error" onClose={onCloseFailure}>
          {failure}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        <VisuallyHidden>{said}</VisuallyHidden>
      </div>
    </>
  );
}
