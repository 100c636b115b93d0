import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import FitScreen from '@mui/icons-material/FitScreen';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { useTranslate } from '../../sdk';
import { imageLabel, type ImageValue } from './image-value';
import { keyAction, MAX_SCALE, ZOOM_STEP } from './viewer-keys';
import manifest from './manifest';
import { StoredImage } from './stored-image';
import type en from './locales/en.json';

export interface ImageLightboxProps {
  images: readonly ImageValue[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The viewer: one image as large as the window allows, zoomed and panned with the pointer, a pinch, the wheel or
 * the keyboard (viewer-keys.ts), with previous and next. Full screen on a phone.
 */
export function ImageLightbox({ images, index, onIndex, onClose }: ImageLightboxProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  const [scale, setScale] = useState(1);
  const value = images[index];
  const total = images.length;
  const name = imageLabel(value, t('untitled', { number: index + 1 }));

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    zoom.current?.resetTransform(0);
    onIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event, scale > 1);
    if (!action) return;
    event.preventDefault();
    const controls = zoom.current;
    if (action.kind === 'zoomIn') void controls?.zoomIn(ZOOM_STEP);
    else if (action.kind === 'zoomOut') void controls?.zoomOut(ZOOM_STEP);
    else if (action.kind === 'reset') void controls?.resetTransform();
    else if (action.kind === 'pan') controls?.setTransform(controls.state.positionX - action.x, controls.state.positionY - action.y, controls.state.scale, 100);
    else go(index + action.by);
  };

  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} sx={{ color: 'common.white' }}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white', width: phone ? '100%' : '90vw', height: phone ? '100%' : '90vh' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 1, py: 0.5, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, minWidth: 0, px: 1, overflowWrap: 'anywhere' }}>
          {t('viewer', { number: index + 1, total })}
          {value.caption.trim() && ` · ${value.caption}`}
        </Typography>
        <Typography variant="body2" aria-live="polite" sx={{ px: 1 }}>
          {t('zoom', { percent: Math.round(scale * 100) })}
        </Typography>
        {button(t('zoomOut'), <ZoomOut />, () => void zoom.current?.zoomOut(ZOOM_STEP), scale <= 1)}
        {button(t('zoomIn'), <ZoomIn />, () => void zoom.current?.zoomIn(ZOOM_STEP), scale >= MAX_SCALE)}
        {button(t('reset'), <FitScreen />, () => void zoom.current?.resetTransform())}
        {button(t('previous'), <ChevronLeft />, () => go(index - 1), index === 0)}
        {button(t('next'), <ChevronRight />, () => go(index + 1), index === total - 1)}
        {button(t('close'), <Close />, onClose)}
      </Stack>
      <Box sx={{ flexGrow: 1, minHeight: 0, position: 'relative' }} tabIndex={0} aria-label={t('viewerHelp')}>
        <TransformWrapper
          ref={zoom}
          key={index}
          minScale={1}
          maxScale={MAX_SCALE}
          centerOnInit
          doubleClick={{ mode: 'toggle' }}
          onTransform={(_, state) => setScale(state.scale)}
        >
          <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }} contentStyle={{ width: '100%', height: '100%' }}>
            <StoredImage url={value.image?.url ?? null} alt={name} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
          </TransformComponent>
        </TransformWrapper>
      </Box>
    </Dialog>
  );
}
