import { useState } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { AssistantSuggestions, SuggestedItem } from '../../../core/domain/assistant-types';
import type { SuggestionTarget } from '../../../sdk/assistant/suggestion-target';
import { AssistantMessageText } from './assistant-message-text';
import type { HostMessageKey } from '../../i18n/host-message-key';

/**
 * An action's answer: the summary to read, and the suggested items as a checklist the user accepts one by one
 * or all at once. Accepting hands the items to the open view (`target`), which adds them through its own save
 * path and undo; nothing changes before that.
 */
export function AssistantSuggestionList({
  suggestions,
  target,
  onDismiss,
}: {
  suggestions: AssistantSuggestions;
  target: SuggestionTarget | null;
  onDismiss(): void;
}) {
  const { t } = useTranslation('host');
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [skipped, setSkipped] = useState(false);
  const open = suggestions.items.map((item, index) => ({ item, index })).filter(({ index }) => !accepted.has(index));

  const accept = (entries: readonly { item: SuggestedItem; index: number }[]) => {
    if (!target || entries.length === 0) return;
    const added = target.accept(entries.map(({ item }) => item));
    setSkipped(added < entries.length);
    setAccepted((current) => new Set([...current, ...entries.map(({ index }) => index)]));
  };

  return (
    <Stack spacing={1} component="section" aria-label={t(`assistant.actions.${suggestions.action}`)}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {t(`assistant.actions.${suggestions.action}`)}
        </Typography>
        <IconButton size="small" aria-label={t('assistant.dismiss')} onClick={onDismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {suggestions.summary && <AssistantMessageText text={suggestions.summary} />}
      {suggestions.items.length === 0 && !suggestions.summary && <Typography variant="body2">{t('assistant.noSuggestions')}</Typography>}
      {suggestions.items.length > 0 && (
        <>
          {!target && <Alert severity="info">{t('assistant.cannotAdd')}</Alert>}
          {skipped && <Alert severity="warning">{t('assistant.notPlaced')}</Alert>}
          <List dense aria-label={t('assistant.suggestions')} disablePadding>
            {suggestions.items.map((item, index) => (
              <ListItem
                key={index}
                disableGutters
                secondaryAction={
                  accepted.has(index) ? (
                    <Typography variant="caption" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <CheckIcon fontSize="small" /> {t('assistant.accepted')}
                    </Typography>
                  ) : (
                    <Button size="small" disabled={!target} aria-label={t('assistant.acceptNamed', { name: item.name })} onClick={() => accept([{ item, index }])}>
                      {t('assistant.accept')}
                    </Button>
                  )
                }
                sx={{ pr: 12 }}
              >
                <ListItemText primary={item.name} secondary={suggestionDetail(item, t)} />
              </ListItem>
            ))}
          </List>
          <Box>
            <Button size="small" variant="outlined" disabled={!target || open.length === 0} onClick={() => accept(open)}>
              {t('assistant.acceptAll')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

function suggestionDetail(item: SuggestedItem, t: (key: HostMessageKey, options?: Record<string, string>) => string): string {
  const shape = item.shape ? [t(`assistant.shape.${item.shape}`)] : [];
  const follows = item.follows ? [t('assistant.follows', { name: item.follows })] : [];
  return [...shape, ...follows, item.description].filter(Boolean).join(' · ');
}
