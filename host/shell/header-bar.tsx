import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { INITIAL_HEADER_TITLE } from '../../core/domain/constants';
import { ShellState } from '../../core/services/shell-state';
import { useService } from '../../sdk/services-context';
import { useStream } from '../components/use-stream';
import { PageBreadcrumbs } from './page-breadcrumbs';

/** The header bar's place for what a page shows beside its title; null until the bar is mounted. */
const PageHeaderSlot = createContext<HTMLElement | null>(null);

/**
 * The header bar above `children` (the page), which may put things beside its title through HeaderPortal. There they
 * take no room from the page: what comes and goes in them (who else is here) never shifts the page under the pointer.
 */
export function WithHeaderBar({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <PageHeaderSlot value={slot}>
      <HeaderBar actions={actions} slotRef={setSlot} />
      {children}
    </PageHeaderSlot>
  );
}

/** Shows `children` in the header bar, beside the page's title. */
export function HeaderPortal({ children }: { children: ReactNode }) {
  const slot = use(PageHeaderSlot);
  return slot && createPortal(children, slot);
}

/**
 * The header bar: the page's breadcrumb trail and title from ShellState, "Loading..." until the page sets one.
 */
function HeaderBar({ actions, slotRef }: { actions?: ReactNode; slotRef: (slot: HTMLElement | null) => void }) {
  const { t } = useTranslation('host');
  const shell = useService(ShellState);
  const title = useStream(shell.headerTitle$, INITIAL_HEADER_TITLE);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 3,
        py: 1.5,
        // A trail above the title takes the padding's room: the bar keeps its height, and the page all of its own.
        '&:has(nav)': { py: 0.25 },
        bgcolor: 'secondary.main',
        minHeight: 56,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <PageBreadcrumbs />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }} noWrap>
          {title === INITIAL_HEADER_TITLE ? t('shell.loadingTitle') : title}
        </Typography>
      </Box>
      <Box ref={slotRef} sx={{ display: 'flex', alignItems: 'center', '&:empty': { display: 'none' } }} />
      {actions}
    </Box>
  );
}

/**
 * Sets the header title while the page is shown. The guards reset the title on every navigation,
 * including ones that keep this page mounted (a new query), so the location key re-arms it.
 */
export function useHeaderTitle(title: string | null | undefined): void {
  const shell = useService(ShellState);
  const { key } = useLocation();
  useEffect(() => {
    if (title) shell.setHeaderTitle(title);
  }, [shell, title, key]);
}
