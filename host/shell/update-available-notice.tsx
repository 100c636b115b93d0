import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UpdateNotice } from '../../core/services/update-notice';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';

/** Shown while the server runs another release than this page was built from. */
export function UpdateAvailableNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('host');
  const notice = useService(UpdateNotice);
  const available = useStream(notice.updateAvailable$, false);
  return (
    <Snackbar open={available} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('shell.reload')}
          </Button>
        }
      >
        {t('shell.updateAvailable')}
      </Alert>
    </Snackbar>
  );
}
