import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Dialog, IconButton, Paper, Stack, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

const PANEL_WIDTH = 360;

/**
 * A page's content with its side panel (or none): beside the content from `md` up, below it on a narrow
 * screen. One tree whether a panel shows or not, so the content (a diagram editor) never mounts again.
 */
export function SidePanelLayout({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Box>
      {panel}
    </Stack>
  );
}

export interface SidePanelTab<K extends string> {
  value: K;
  label: string;
}

/**
 * A side panel with tabs (comments, properties, history...): it takes the focus when it opens, so keyboard
 * and screen-reader users land in it, and Escape or its close button closes it. It never covers the page,
 * except on a phone with `fullScreenOnPhone` (the assistant), where it is a full-screen dialog.
 */
export function SidePanel<K extends string>({
  tabs,
  value,
  onChange,
  onClose,
  fullScreenOnPhone = false,
  children,
}: {
  tabs: readonly SidePanelTab<K>[];
  value: K;
  onChange(value: K): void;
  onClose(): void;
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('host');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const panel = useRef<HTMLDivElement>(null);
  const fullScreen = fullScreenOnPhone && phone;
  useEffect(() => panel.current?.focus(), [fullScreen]);
  const content = (
    <Paper
      ref={panel}
      tabIndex={-1}
      variant="outlined"
      role="region"
      aria-label={t('projectPage.panels')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
      sx={{
        p: 2,
        width: { xs: '100%', md: PANEL_WIDTH },
        flex: 'none',
        boxSizing: 'border-box',
        position: { md: 'sticky' },
        top: { md: 16 },
        maxHeight: { md: 'calc(100vh - 96px)' },
        overflowY: 'auto',
        outline: 'none',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tabs value={value} onChange={(_, next: K) => onChange(next)} sx={{ flexGrow: 1 }} variant="scrollable" scrollButtons={false}>
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
        <IconButton aria-label={t('projectPage.closePanel')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ pt: 2 }}>{children}</Box>
    </Paper>
  );
  return fullScreen ? (
    <Dialog fullScreen open onClose={onClose} slotProps={{ paper: { 'aria-label': t('projectPage.panels') } }}>
      {content}
    </Dialog>
  ) : (
    content
  );
}
