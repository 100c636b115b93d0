import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { Link as RegistryLink } from '../../core/domain/registry-types';

export const isWebAddress = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

export interface RegistryLinksEditorProps {
  links: readonly RegistryLink[];
  onAdd: (link: { title: string; url: string }) => Promise<void>;
  onRemove: (id: number) => Promise<void>;
}

/** An item's further links: each saved as soon as it is added or removed (POST and DELETE /api/links). */
export function RegistryLinksEditor({ links, onAdd, onRemove }: RegistryLinksEditorProps) {
  const t = useSdkTranslate();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const urlInvalid = url.trim() !== '' && !isWebAddress(url);
  const add = async () => {
    await onAdd({ title: title.trim() || url.trim(), url: url.trim() });
    setTitle('');
    setUrl('');
  };
  return (
    <Stack spacing={1} component="section" aria-label={t('registry.links')}>
      <Typography variant="subtitle2">{t('registry.links')}</Typography>
      {links.map((link) => (
        <Stack key={link.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {link.title || link.url}
          </Link>
          <IconButton size="small" aria-label={t('registry.removeLink', { title: link.title || link.url })} onClick={() => void onRemove(link.id)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField size="small" label={t('registry.linkTitleNew')} value={title} onChange={(event) => setTitle(event.target.value)} />
        <TextField
          size="small"
          label={t('registry.linkUrlNew')}
          value={url}
          error={urlInvalid}
          helperText={urlInvalid ? t('registry.linkUrlInvalid') : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button disabled={!isWebAddress(url)} onClick={() => void add()}>
          {t('registry.addLink')}
        </Button>
      </Stack>
    </Stack>
  );
}
