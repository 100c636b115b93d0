import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { FeatureNotificationDialog } from './feature-notifications/feature-notification-dialog';
import { Footer } from './footer';
import { WithHeaderBar } from './header-bar';
import { HelpMenu } from './help-menu';
import { NavigationBar } from './navigation-bar';
import { TermsDialog } from './terms-dialog';
import { TourHost } from './tour-host';
import { UpdateAvailableNotice } from './update-available-notice';

/** Pages of a signed-in user: navigation bar, header bar, the page, footer. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationBar />
      {/* In the page's title bar rather than the full navigation bar: the tours it lists are this page's. */}
      <WithHeaderBar actions={<HelpMenu />}>
        <Box component="main" sx={{ flexGrow: 1, px: { xs: 2, md: 3 }, py: 3 }}>
          <Outlet />
        </Box>
      </WithHeaderBar>
      <Footer />
      <UpdateAvailableNotice />
      <TermsDialog />
      <FeatureNotificationDialog />
      <TourHost />
    </Box>
  );
}
