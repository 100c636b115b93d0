import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { WithHeaderBar } from './header-bar';

/** An embedded module: only the header bar above its content. */
export function EmbedLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <WithHeaderBar>
        <Box component="main" sx={{ flexGrow: 1, p: 2 }}>
          <Outlet />
        </Box>
      </WithHeaderBar>
    </Box>
  );
}
