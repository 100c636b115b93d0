import { Container } from '@mui/material';
import { Outlet } from 'react-router';
import { AlertBar } from './alert-bar';
import { SuccessSnackbarHost } from './success-snackbar-host';
import { LoadingBar, SavingIndicator } from './transfer-indicators';
import { UpdateAvailableNotice } from './update-available-notice';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

/** Around every page: indicators, the alert bar, the snackbar and the tab-close warning. */
export function RootLayout() {
  useUnsavedChangesWarning();
  return (
    <>
      <LoadingBar />
      <Outlet />
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
