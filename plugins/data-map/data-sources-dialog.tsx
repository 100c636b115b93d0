import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { LoadGate, useProjectDataSources, useRefusalMessage, useTranslate, type DataSourceKind, type ProjectDataSources } from '../../sdk';
import manifest from './manifest';
import type en from './locales/en.json';

const KINDS: readonly DataSourceKind[] = ['data_maps', 'data_catalogs'];

/** The data maps and catalogs the project works with: what the module lists comes from them. */
export function DataSourcesDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useTranslate<typeof en>(manifest.segment);
  const { sources, attach, detach } = useProjectDataSources(projectId);
  const refusal = useRefusalMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const run = (change: Promise<void>) => {
    setFailure(null);
    change.catch((error: unknown) => setFailure(t('sources.failed', { reason: refusal(error) })));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="data-sources-title">
      <DialogTitle id="data-sources-title">{t('sources.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {t('sources.hint')}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <LoadGate status={sources.status} onRetry={sources.reload}>
            {sources.status === 'ready' &&
              KINDS.map((kind) => (
                <SourceSection
                  key={kind}
                  kind={kind}
                  sources={sources.data}
                  onAttach={(id) => run(attach(kind, id))}
                  onDetach={(id) => run(detach(kind, id))}
                />
              ))}
          </LoadGate>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sources.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SourceSection({ kind, sources, onAttach, onDetach }: { kind: DataSourceKind; sources: ProjectDataSources; onAttach: (itemId: number) => void; onDetach: (attachmentId: number) => void }) {
  const t = useTranslate<typeof en>(manifest.segment);
  const attached = sources.attached[kind];
  const attachedIds = new Set(attached.map((source) => source.item.id));
  const offered = sources.readable[kind].filter((item) => !attachedIds.has(item.id));
  return (
    <section aria-labelledby={`data-sources-${kind}`}>
      <Typography id={`data-sources-${kind}`} variant="subtitle1" component="h3">
        {t(`sources.${kind}.title`)}
      </Typography>
      {attached.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('sources.none')}
        </Typography>
      ) : (
        <List dense>
          {attached.map((source) => (
            <ListItem
              key={source.id}
              secondaryAction={
                <IconButton edge="end" aria-label={t('sources.detach', { name: source.item.name })} onClick={() => onDetach(source.id)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={source.item.name} secondary={source.item.company_id === null ? t('sources.global') : undefined} />
            </ListItem>
          ))}
        </List>
      )}
      <Autocomplete
        size="small"
        options={offered}
        value={null}
        getOptionLabel={(item) => item.name}
        getOptionKey={(item) => item.id}
        noOptionsText={t('sources.noneLeft')}
        onChange={(_event, item) => item && onAttach(item.id)}
        renderInput={(params) => <TextField {...params} label={t(`sources.${kind}.attach`)} />}
        blurOnSelect
      />
    </section>
  );
}
