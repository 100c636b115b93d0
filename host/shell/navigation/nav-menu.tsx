import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useMatch } from 'react-router';

export interface NavMenuProps {
  label: string;
  /** The route pattern under which the button shows as the active place. */
  activePattern: string;
  /** Called as the menu opens (e.g. to load its items). */
  onOpen?: () => void;
  /** The menu's items; `close` closes the menu (call it when an item is chosen). */
  children: (close: () => void) => ReactNode;
  sx?: object;
}

/** A navigation bar button that opens a menu of places. */
export function NavMenu({ label, activePattern, onOpen, children, sx }: NavMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = useMatch(activePattern) !== null;
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
          onOpen?.();
        }}
        sx={sx}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
