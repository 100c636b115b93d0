import { Fragment, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { groupHeading, type NavigationEntry, type NavigationLink, type NavigationProfile } from './navigation-entry';

const currentSx = { '&.active': { bgcolor: 'action.selected', fontWeight: 600 } } as const;

/**
 * The navigation below `md`: a menu button opening a drawer with every entry. NavLink marks the current
 * place with aria-current; choosing a place or pressing Escape closes the drawer. Its entries are links and
 * buttons under headings, not list items, so the lists render as plain groups.
 */
export function CompactNavigation({ entries }: { entries: readonly NavigationEntry[] }) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const openDrawer = () => {
    setOpen(true);
    for (const entry of entries) if (entry.kind === 'menu') entry.onOpen?.();
  };

  const linkItem = (link: NavigationLink | NavigationProfile, inset = false) => (
    <ListItemButton key={link.to} component={NavLink} to={link.to} onClick={close} sx={{ ...currentSx, pl: inset ? 4 : 2 }}>
      <ListItemText primary={link.label} />
    </ListItemButton>
  );

  const drawerEntry = (entry: NavigationEntry) => {
    switch (entry.kind) {
      case 'link':
      case 'profile':
        return linkItem(entry);
      case 'menu':
        return (
          <Fragment key={entry.key}>
            <ListSubheader component="div">{entry.label}</ListSubheader>
            {entry.links === null && <ListItemButton disabled sx={{ pl: 4 }}>{t('common.loading')}</ListItemButton>}
            {entry.links?.length === 0 && <ListItemButton disabled sx={{ pl: 4 }}>{entry.emptyLabel}</ListItemButton>}
            {entry.links?.map((link, index, links) => {
              const heading = groupHeading(links, index);
              return (
                <Fragment key={link.to}>
                  {heading && (
                    <ListSubheader component="div" sx={{ pl: 4 }}>
                      {heading}
                    </ListSubheader>
                  )}
                  {linkItem(link, true)}
                </Fragment>
              );
            })}
          </Fragment>
        );
      case 'action':
        return (
          <ListItemButton
            key={entry.key}
            onClick={() => {
              close();
              entry.run();
            }}
          >
            <ListItemText primary={entry.label} />
          </ListItemButton>
        );
    }
  };

  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={t('nav.open')} aria-expanded={open} onClick={openDrawer}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="left" open={open} onClose={close} slotProps={{ paper: { 'aria-label': t('nav.label') } }}>
        <Box component="nav" aria-label={t('nav.label')} sx={{ width: 280 }}>
          <List component="div">{entries.filter((entry) => !entry.end).map(drawerEntry)}</List>
          <Divider />
          <List component="div">{entries.filter((entry) => entry.end).map(drawerEntry)}</List>
        </Box>
      </Drawer>
    </>
  );
}
