import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  Divider,
  IconButton,
  InputBase,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchAnswer, SearchResult } from '../../../core/domain/search-types';
import { HighlightedText } from './highlighted-text';
import { useWorkspaceSearch, type WorkspaceSearchState } from './use-workspace-search';

const LISTBOX_ID = 'workspace-search-results';
const optionId = (index: number) => `workspace-search-result-${index}`;

/** The answer to show: the latest one, kept while the next is on its way so the list does not flicker. */
function useShownAnswer(state: WorkspaceSearchState): SearchAnswer | null {
  const [shown, setShown] = useState<SearchAnswer | null>(null);
  useEffect(() => {
    if (state.status === 'done') setShown(state.answer);
    else if (state.status === 'idle') setShown(null);
  }, [state]);
  return shown;
}

function StatusLine({ state, answer }: { state: WorkspaceSearchState; answer: SearchAnswer | null }) {
  const { t } = useTranslation('host');
  const text =
    state.status === 'idle'
      ? t('search.hint')
      : state.status === 'failed'
        ? t('search.failed')
        : state.status === 'searching' && !answer
          ? t('search.searching')
          : state.status === 'done' && state.answer.groups.length === 0
            ? t('search.none', { query: state.query })
            : null;
  return text ? (
    <Typography role="status" color="text.secondary" sx={{ px: 2, py: 3 }}>
      {text}
    </Typography>
  ) : null;
}

function ResultText({ result }: { result: SearchResult }) {
  const { t } = useTranslation('host');
  const place = result.place.join(' › ');
  return (
    <ListItemText
      primary={<HighlightedText parts={result.title} />}
      secondary={
        <>
          {place && <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>{place}</Box>}
          {result.snippet.length > 0 && <HighlightedText parts={result.snippet} />}
          {!result.route && <Box component="span" sx={{ display: 'block', fontStyle: 'italic' }}>{t('search.notOpenable')}</Box>}
        </>
      }
      slotProps={{ primary: { noWrap: true }, secondary: { component: 'span', sx: { overflowWrap: 'anywhere' } } }}
    />
  );
}

/**
 * The workspace search: a field that searches while typing, results grouped by kind, arrows to choose and Enter to
 * open (a combobox over a listbox). On a phone it fills the screen.
 */
export function SearchDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [typed, setTyped] = useState('');
  const state = useWorkspaceSearch(typed);
  const answer = useShownAnswer(state);
  const results = useMemo(() => answer?.groups.flatMap((group) => group.results) ?? [], [answer]);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [results]);
  useEffect(() => {
    // jsdom (the unit tests) has no scrollIntoView.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openResult = (result: SearchResult | undefined) => {
    if (!result?.route) return;
    onClose();
    void navigate(result.route);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[active]);
    }
  };

  let index = -1;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      // The name belongs on the element with role dialog, MUI's paper, not on the modal's root.
      slotProps={{ paper: { 'aria-label': t('search.dialog') } }}
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={typed}
          placeholder={t('search.input')}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.input'),
            'aria-autocomplete': 'list',
            'aria-expanded': results.length > 0,
            'aria-controls': LISTBOX_ID,
            'aria-activedescendant': results.length > 0 ? optionId(active) : undefined,
          }}
        />
        <IconButton aria-label={t('search.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', maxHeight: phone ? 'none' : '60vh', flexGrow: 1 }}>
        <StatusLine state={state} answer={answer} />
        {results.length > 0 && (
          <List id={LISTBOX_ID} role="listbox" aria-label={t('search.results')} dense disablePadding>
            {answer?.groups.map((group) => (
              <li key={group.kind} role="presentation">
                <ul role="group" aria-label={t(`search.kinds.${group.kind}`)} style={{ padding: 0 }}>
                  <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>{t(`search.kinds.${group.kind}`)}</ListSubheader>
                  {group.results.map((result) => {
                    index += 1;
                    const position = index;
                    return (
                      <ListItemButton
                        key={`${result.kind}-${result.id}`}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        aria-disabled={!result.route}
                        selected={position === active}
                        tabIndex={-1}
                        onMouseMove={() => setActive(position)}
                        onClick={() => openResult(result)}
                        sx={{ alignItems: 'flex-start' }}
                      >
                        <ResultText result={result} />
                      </ListItemButton>
                    );
                  })}
                </ul>
              </li>
            ))}
          </List>
        )}
      </Box>
      {!phone && (
        <>
          <Divider />
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('search.keys')}
          </Typography>
        </>
      )}
    </Dialog>
  );
}
