import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ALERT_BAR_WIDTH } from '../../core/domain/constants';
import { AlertService } from '../../core/services/alert-service';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';

/** The alert bar: the current alert, its optional action and Close (which remembers the id). */
export function AlertBar() {
  const { t } = useTranslation('host');
  const alerts = useService(AlertService);
  const alert = useStream(alerts.alert$, null);
  if (!alert) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 72,
        right: 16,
        width: ALERT_BAR_WIDTH,
        maxWidth: 'calc(100vw - 32px)',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <Alert
        severity={alert.severity}
        variant="filled"
        role="alert"
        action={
          <>
            {alert.action && (
              <Button color="inherit" size="small" onClick={alert.action.run}>
                {alert.action.label}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={() => alerts.close(alert.id)}>
              {t('common.close')}
            </Button>
          </>
        }
      >
        {alert.text}
      </Alert>
    </Box>
  );
}
