import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

export interface ResponsivePanelProps {
  /** On a small screen the panel is a drawer over the diagram; otherwise it sits beside it. */
  compact: boolean;
  open: boolean;
  onClose: () => void;
  anchor: 'left' | 'right';
  /** The drawer's accessible name. */
  label: string;
  children: ReactNode;
}

/** A side panel of the diagram workspace (the palette, the properties and layers), a drawer on a small screen. */
export function ResponsivePanel({ compact, open, onClose, anchor, label, children }: ResponsivePanelProps) {
  if (!compact) return <>{children}</>;
  return (
    <Drawer anchor={anchor} open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': label, sx: { maxWidth: '85vw' } } }}>
      {children}
    </Drawer>
  );
}
