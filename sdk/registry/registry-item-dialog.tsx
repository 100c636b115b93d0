import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { RegistryCategory } from '../../core/domain/registry-types';
import type { RegistryEntry } from './registry-entry';
import { isWebAddress } from './registry-links-editor';

export interface RegistryItemDialogProps {
  title: string;
  entry: RegistryEntry;
  /** The item carries a link title and url (stakeholders, products and services). */
  linkable: boolean;
  /** The groups it may carry, with what they are called; absent when the registry has none. */
  groups?: { label: string; rows: readonly RegistryCategory[] };
  /** The item's further links, saved as they change. */
  links?: ReactNode;
  onSave: (entry: RegistryEntry) => void;
  onClose: () => void;
}

/** Edits a registry item: name, description, link, groups; its further links are saved on their own. */
export function RegistryItemDialog({ title, entry, linkable, groups, links, onSave, onClose }: RegistryItemDialogProps) {
  const t = useSdkTranslate();
  const [draft, setDraft] = useState(entry);
  const groupsLabel = useId();
  const urlInvalid = (draft.link_url ?? '').trim() !== '' && !isWebAddress(draft.link_url ?? '');
  const change = (partial: Partial<RegistryEntry>) => setDraft((current) => ({ ...current, ...partial }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="registry-item-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!urlInvalid && draft.name.trim() !== '') onSave({ ...draft, name: draft.name.trim() });
        }}
      >
        <DialogTitle id="registry-item-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField autoFocus required label={t('registry.name')} value={draft.name} onChange={(event) => change({ name: event.target.value })} onFocus={(event) => event.target.select()} />
            <TextField multiline minRows={2} label={t('registry.description')} value={draft.description} onChange={(event) => change({ description: event.target.value })} />
            {linkable && (
              <>
                <TextField label={t('registry.linkTitle')} value={draft.link_title ?? ''} onChange={(event) => change({ link_title: event.target.value })} />
                <TextField
                  label={t('registry.linkUrl')}
                  value={draft.link_url ?? ''}
                  error={urlInvalid}
                  helperText={urlInvalid ? t('registry.linkUrlInvalid') : undefined}
                  onChange={(event) => change({ link_url: event.target.value })}
                />
              </>
            )}
            {groups && (
              <FormControl>
                <InputLabel id={groupsLabel}>{groups.label}</InputLabel>
                <Select
                  multiple
                  labelId={groupsLabel}
                  label={groups.label}
                  value={draft.groupIds}
                  onChange={(event) => change({ groupIds: (event.target.value as number[]).map(Number) })}
                  renderValue={(ids) => groups.rows.filter((row) => ids.includes(row.id)).map((row) => row.name).join(', ')}
                >
                  {groups.rows.map((row) => (
                    <MenuItem key={row.id} value={row.id}>
                      {row.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {links}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('registry.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={urlInvalid || draft.name.trim() === ''}>
            {t('registry.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
