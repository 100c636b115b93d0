import { Box, Button, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ProfileAvatar } from '../profile-avatar';
import { NavMenu } from './nav-menu';
import type { NavigationEntry } from './navigation-entry';

const linkSx = {
  color: 'inherit',
  textTransform: 'none',
  minWidth: 0,
  px: 0.625,
  opacity: 0.85,
  '& .MuiButton-endIcon': { ml: 0.25 },
  '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 currentColor', borderRadius: 0 },
} as const;

function WideEntry({ entry }: { entry: NavigationEntry }) {
  switch (entry.kind) {
    case 'link':
      return (
        <Button component={NavLink} to={entry.to} sx={linkSx}>
          {entry.label}
        </Button>
      );
    case 'menu':
      return <NavMenu menu={entry} sx={linkSx} />;
    case 'profile':
      return (
        <Tooltip title={entry.label}>
          <IconButton component={NavLink} to={entry.to} aria-label={entry.label} sx={{ ...linkSx, p: 0.5 }}>
            <ProfileAvatar />
          </IconButton>
        </Tooltip>
      );
    case 'action':
      return entry.icon ? (
        <Tooltip title={entry.label}>
          <IconButton color="inherit" onClick={entry.run} aria-label={entry.label}>
            <entry.icon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" onClick={entry.run} sx={{ textTransform: 'none' }}>
          {entry.label}
        </Button>
      );
  }
}

/** The navigation from `md` up: every entry a button in the bar, the end ones on the right after `beforeEnd`. */
export function WideNavigation({ entries, beforeEnd }: { entries: readonly NavigationEntry[]; beforeEnd?: ReactNode }) {
  return (
    <>
      {entries.filter((entry) => !entry.end).map((entry) => <WideEntry key={entry.key} entry={entry} />)}
      <Box sx={{ flexGrow: 1 }} />
      {beforeEnd}
      {entries.filter((entry) => entry.end).map((entry) => <WideEntry key={entry.key} entry={entry} />)}
    </>
  );
}
