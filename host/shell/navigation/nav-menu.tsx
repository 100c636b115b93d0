import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router';
import { groupHeading, type NavigationMenu } from './navigation-entry';

/** A wide navigation bar's button that opens a menu of places. */
export function NavMenu({ menu, sx }: { menu: NavigationMenu; sx?: object }) {
  const { t } = useTranslation('host');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const active = [menu.activePattern].flat().some((pattern) => matchPath(pattern, pathname) !== null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        className={active ? 'active' : undefined}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          menu.onOpen?.();
        }}
        sx={sx}
      >
        {menu.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {menu.links === null && <MenuItem disabled>{t('common.loading')}</MenuItem>}
        {menu.links?.length === 0 && <MenuItem disabled>{menu.emptyLabel}</MenuItem>}
        {menu.links?.flatMap((link, index, links) => {
          const heading = groupHeading(links, index);
          const item = (
            <MenuItem key={link.to} component={NavLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          );
          return heading ? [<ListSubheader key={`group-${heading}`}>{heading}</ListSubheader>, item] : [item];
        })}
      </Menu>
    </>
  );
}
