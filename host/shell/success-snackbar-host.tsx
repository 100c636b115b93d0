import { Alert, Snackbar } from '@mui/material';
import { SUCCESS_SNACKBAR_MS } from '../../core/domain/constants';
import { SuccessSnackbar } from '../../core/services/success-snackbar';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';

export function SuccessSnackbarHost() {
  const snackbar = useService(SuccessSnackbar);
  const message = useStream(snackbar.message$, null);
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={SUCCESS_SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && snackbar.hide()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={() => snackbar.hide()} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
