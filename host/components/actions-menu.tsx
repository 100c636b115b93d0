import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem, type SxProps, type Theme } from '@mui/material';
import { useId, useState } from 'react';

export interface MenuAction {
  key: string;
  label: string;
  run(): void;
  disabled?: boolean;
  /** Drawn in the error colour: it removes something. */
  danger?: boolean;
}

/** A "more actions" button (named by `label`) opening a menu of actions; nothing when there are none. */
export function ActionsMenu({ label, actions, sx }: { label: string; actions: readonly MenuAction[]; sx?: SxProps<Theme> }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              action.run();
            }}
            sx={action.danger ? { color: 'error.main' } : undefined}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
