import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { Translate } from '../i18n/translate';
import { EMBED_NOTES_MAX_LENGTH, EMBED_TITLE_MAX_LENGTH, EMBED_URL_MAX_LENGTH, type EmbeddedPage } from './embed-declaration';
import type { PageRule } from './use-page-rule';

export interface EmbeddedPageDialogProps {
  /** The page being edited; null adds one. */
  page: EmbeddedPage | null;
  notes: boolean;
  rule: PageRule;
  /** The kind's own words (its plugin namespace): item, urlLabel, urlHelp, urlRefused. */
  kindText: Translate;
  onSave(page: EmbeddedPage): void;
  onClose(): void;
}

interface Problems {
  title?: string;
  url?: string;
}

/** Adds or edits one framed page: its title, its address (read by the kind's rule before saving) and notes. */
export function EmbeddedPageDialog({ page, notes, rule, kindText, onSave, onClose }: EmbeddedPageDialogProps) {
  const t = useSdkTranslate();
  const titleId = useId();
  const [title, setTitle] = useState(page?.title ?? '');
  const [url, setUrl] = useState(page?.url ?? '');
  const [text, setText] = useState(page?.notes ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const hosts = rule.hosts?.join(', ') ?? '';
  const item = kindText('item');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      title: title.trim() ? undefined : t('embed.titleRequired'),
      url: !url.trim() ? t('embed.urlRequired') : rule.framedPageOf(url) ? undefined : kindText('urlRefused', { hosts }),
    };
    setProblems(found);
    if (found.title || found.url) return;
    onSave({ title: title.trim(), url: url.trim(), ...(notes && text.trim() ? { notes: text.trim() } : {}) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(page ? 'embed.editTitle' : 'embed.addTitle', { item })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={kindText('urlLabel')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              type="url"
              required
              autoFocus
              error={!!problems.url}
              helperText={problems.url ?? kindText('urlHelp', { hosts })}
              slotProps={{ htmlInput: { maxLength: EMBED_URL_MAX_LENGTH, inputMode: 'url' } }}
            />
            <TextField
              label={t('embed.title')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              error={!!problems.title}
              helperText={problems.title}
              slotProps={{ htmlInput: { maxLength: EMBED_TITLE_MAX_LENGTH } }}
            />
            {notes && (
              <TextField
                label={t('embed.notes')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: EMBED_NOTES_MAX_LENGTH } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('embed.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('embed.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
