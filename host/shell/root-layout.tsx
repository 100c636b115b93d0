import { Box, CircularProgress, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AlertBar } from './alert-bar';
import { FramedPageGuard } from './framed-page-guard';
import { SuccessSnackbarHost } from './success-snackbar-host';
import { LoadingBar, SavingIndicator } from './transfer-indicators';
import { UpdateAvailableNotice } from './update-available-notice';
import { useBrowserTab } from './use-browser-tab';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

/** Around every page: indicators, the alert bar, the snackbar and the tab-close warning. */
export function RootLayout() {
  useUnsavedChangesWarning();
  useBrowserTab();
  return (
    <>
      <LoadingBar />
      <FramedPageGuard>
        <Outlet />
      </FramedPageGuard>
      <AlertBar />
      <SuccessSnackbarHost />
      <SavingIndicator />
    </>
  );
}

/** Sign-in and the other public pages: just the page. */
export function PublicLayout() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Outlet />
      <UpdateAvailableNotice />
    </Container>
  );
}

/** Shown while the first navigation runs its guards and loads its page. */
export function AppStarting() {
  const { t } = useTranslation('host');
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
