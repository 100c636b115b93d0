import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { Point } from '../geometry/rect';
import type { PaletteItem } from '../ui/palette';

export interface AppendMenuProps {
  /** Where the connect drag was let go, in screen pixels; null when closed. */
  at: Point | null;
  items: readonly PaletteItem[];
  onChoose: (item: PaletteItem) => void;
  onClose: () => void;
}

/** bpmn-js's "append": a connect drag let go on empty paper offers the shapes that may follow there. */
export function AppendMenu({ at, items, onChoose, onClose }: AppendMenuProps) {
  const t = useSdkTranslate();
  return (
    <Menu
      open={at !== null && items.length > 0}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={at ? { left: at.x, top: at.y } : undefined}
      slotProps={{ list: { 'aria-label': t('diagram.connect.appendMenu'), dense: true } }}
    >
      {items.map((item, index) => (
        <MenuItem key={`${item.type}:${index}`} onClick={() => onChoose(item)}>
          {item.title}
        </MenuItem>
      ))}
    </Menu>
  );
}
