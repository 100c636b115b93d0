import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../components/lazy-part';
import { useSearchShortcut } from './use-search-shortcut';

const SearchDialog = lazyDialog(async () => (await import('./search-dialog')).SearchDialog);

/**
 * The navigation's search: a button (with its label and shortcut when the bar has room, an icon otherwise) that opens
 * the search dialog; Ctrl+K or "/" open it from anywhere.
 */
export function WorkspaceSearch({ compact }: { compact: boolean }) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchShortcut(show);
  return (
    <>
      {compact ? (
        <Tooltip title={t('search.open')}>
          <IconButton color="inherit" onClick={show} aria-label={t('search.open')} aria-keyshortcuts="Control+K /">
            <SearchIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          color="inherit"
          onClick={show}
          startIcon={<SearchIcon />}
          aria-keyshortcuts="Control+K /"
          sx={{ textTransform: 'none', bgcolor: 'rgba(255,255,255,0.12)', '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' }, px: 1.5, mx: 1 }}
        >
          {t('search.open')}
          <Box component="kbd" sx={{ ml: 1.5, px: 0.5, fontSize: '0.75rem', fontFamily: 'inherit', border: 1, borderColor: 'currentColor', borderRadius: 0.5, opacity: 0.8 }}>
            {t('search.shortcut')}
          </Box>
        </Button>
      )}
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
