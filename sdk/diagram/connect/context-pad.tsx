import Comment from '@mui/icons-material/Comment';
import Delete from '@mui/icons-material/Delete';
import Link from '@mui/icons-material/Link';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type ReactElement } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import type { Rect } from '../geometry/rect';
import type { PaletteItem } from '../ui/palette';
import { contextPadOrigin, PAD_WIDTH } from './connect-geometry';

export interface ContextPadProps {
  /** Where the selected shape is drawn on the paper, and how wide the paper is. */
  rect: Rect;
  paperWidth: number;
  appendChoices: readonly PaletteItem[];
  changeTypeChoices: ReadonlyArray<{ type: string; title: string }>;
  currentType: string;
  onAppend: (item: PaletteItem) => void;
  onChangeType: (type: string) => void;
  /** Pressed on the connect button: a connect drag starts; a click starts the connect mode instead. */
  onConnectDrag: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  onConnectMode: () => void;
  onDelete: () => void;
  onComments: () => void;
}

/**
 * bpmn-js's context pad: small buttons beside the selected shape (append the next shape, change its type,
 * connect, delete, comments). It floats over the paper, so the canvas never moves for it.
 */
export function ContextPad(props: ContextPadProps) {
  const t = useSdkTranslate();
  const [typeMenu, setTypeMenu] = useState<HTMLElement | null>(null);
  const origin = contextPadOrigin(props.rect, props.paperWidth);
  const button = (label: string, icon: ReactElement, handlers: { onClick?: (event: ReactMouseEvent<HTMLButtonElement>) => void; onPointerDown?: (event: ReactPointerEvent<HTMLButtonElement>) => void }) => (
    <Tooltip title={label} placement="right">
      <IconButton size="small" aria-label={label} {...handlers} sx={{ p: 0.25 }}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      role="toolbar"
      aria-label={t('diagram.connect.pad')}
      data-context-pad=""
      sx={{
        position: 'absolute',
        left: origin.x,
        top: origin.y,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.25,
        width: PAD_WIDTH,
        boxSizing: 'border-box',
        p: 0.25,
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 1,
      }}
    >
      {props.appendChoices.map((item, index) => {
        const label = t('diagram.connect.append', { shape: item.title });
        return (
          <Tooltip key={`${item.type}:${index}`} title={label} placement="right">
            <Box
              component="button"
              type="button"
              aria-label={label}
              onClick={() => props.onAppend(item)}
              sx={{ font: 'inherit', fontSize: 11, lineHeight: 1.2, px: 0.5, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: 'background.paper', cursor: 'pointer', textAlign: 'left', '&:hover, &:focus-visible': { borderColor: 'primary.main' } }}
            >
              {item.icon ? <Box component="img" src={item.icon} alt="" sx={{ width: 24, height: 18, objectFit: 'contain' }} /> : `+ ${item.title}`}
            </Box>
          </Tooltip>
        );
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {props.changeTypeChoices.length > 1 && button(t('diagram.connect.changeType'), <SwapHoriz fontSize="small" />, { onClick: (event) => setTypeMenu(event.currentTarget) })}
        {button(t('diagram.connect.connect'), <Link fontSize="small" />, {
          onPointerDown: (event) => {
            if (event.button === 0) props.onConnectDrag(event);
          },
          onClick: props.onConnectMode,
        })}
        {button(t('diagram.connect.delete'), <Delete fontSize="small" />, { onClick: props.onDelete })}
        {button(t('diagram.connect.comments'), <Comment fontSize="small" />, { onClick: props.onComments })}
      </Box>
      <Menu anchorEl={typeMenu} open={typeMenu !== null} onClose={() => setTypeMenu(null)}>
        {props.changeTypeChoices.map((choice) => (
          <MenuItem
            key={choice.type}
            selected={choice.type === props.currentType}
            onClick={() => {
              setTypeMenu(null);
              props.onChangeType(choice.type);
            }}
          >
            {choice.title}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
