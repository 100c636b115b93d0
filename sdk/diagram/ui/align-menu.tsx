import AlignHorizontalCenter from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRight from '@mui/icons-material/AlignHorizontalRight';
import AlignVerticalBottom from '@mui/icons-material/AlignVerticalBottom';
import AlignVerticalCenter from '@mui/icons-material/AlignVerticalCenter';
import AlignVerticalTop from '@mui/icons-material/AlignVerticalTop';
import ViewColumn from '@mui/icons-material/ViewColumn';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactElement } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { DiagramEditor } from '../diagram-editor';
import { ALIGNMENTS, DISTRIBUTIONS, type Alignment, type Distribution } from '../geometry/alignment';

const ALIGN_ICONS: Record<Alignment, ReactElement> = {
  left: <AlignHorizontalLeft fontSize="small" />,
  'centre-x': <AlignHorizontalCenter fontSize="small" />,
  right: <AlignHorizontalRight fontSize="small" />,
  top: <AlignVerticalTop fontSize="small" />,
  'centre-y': <AlignVerticalCenter fontSize="small" />,
  bottom: <AlignVerticalBottom fontSize="small" />,
};

const DISTRIBUTE_ICONS: Record<Distribution, ReactElement> = {
  horizontal: <ViewColumn fontSize="small" />,
  vertical: <ViewAgenda fontSize="small" />,
};

export interface AlignMenuProps {
  editor: DiagramEditor;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** How many elements are selected: distributing needs three. */
  elementCount: number;
}

/** The toolbar's Align menu: six alignments named by what lines up, and the two distributions. */
export function AlignMenu({ editor, anchor, onClose, elementCount }: AlignMenuProps) {
  const t = useSdkTranslate();
  const run = (action: () => void) => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {ALIGNMENTS.map((alignment) => (
        <MenuItem key={alignment} onClick={() => run(() => editor.alignSelection(alignment))}>
          <ListItemIcon>{ALIGN_ICONS[alignment]}</ListItemIcon>
          <ListItemText>{t(`diagram.align.${alignment}`)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      {DISTRIBUTIONS.map((distribution) => (
        <MenuItem key={distribution} disabled={elementCount < 3} onClick={() => run(() => editor.distributeSelection(distribution))}>
          <ListItemIcon>{DISTRIBUTE_ICONS[distribution]}</ListItemIcon>
          <ListItemText>{t(`diagram.distribute.${distribution}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
