import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEntityValues } from '../entity-values/use-entity-values';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { useTranslate } from '../i18n/use-translate';
import type { ModuleViewProps } from '../module-view';
import { LoadGate } from '../ui/load-gate';
import { SaveStatus } from '../ui/save-status';
import { useUndoableRemove } from '../ui/use-undoable-remove';
import type { EmbedDeclaration, EmbeddedPage } from './embed-declaration';
import { EmbeddedPageDialog } from './embedded-page-dialog';
import { EmbeddedPageTabs } from './embedded-page-tabs';
import { EmbeddedPageView, PageActions } from './embedded-page-view';
import { usePageRule } from './use-page-rule';
import { useUndoOffer } from './use-undo-offer';

export interface EmbedFamilyViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  embed: EmbedDeclaration;
}

/** Which page the dialog edits: a new one, or an existing one by its item key. */
type Editing = { key: string | null } | null;

/**
 * An external-embed kind drawn from its manifest: its framed pages one under the other or as tabs. Writers
 * add, edit, reorder and delete them (saved through the save queue; each change offers Undo); readers and
 * share-link visitors see the pages only.
 */
export function EmbedFamilyView({ segment, embed, module, readOnly }: EmbedFamilyViewProps) {
  const t = useSdkTranslate();
  const kindText = useTranslate(segment);
  const values = useEntityValues<EmbeddedPage>(module, embed.itemKey);
  const { items, create, update, move, remove: removeNow } = values;
  const rule = usePageRule(embed.source);
  const { remove, snackbar: removedSnackbar } = useUndoableRemove(values);
  const { offer, snackbar: undoSnackbar } = useUndoOffer();
  const [editing, setEditing] = useState<Editing>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const editedPage = editing?.key ? items.find((item) => item.key === editing.key)?.value ?? null : null;
  const noHosts = rule.ready && rule.hosts !== null && rule.hosts.length === 0;

  const save = (page: EmbeddedPage) => {
    if (editing?.key) {
      const key = editing.key;
      const before = items.find((item) => item.key === key)?.value;
      update(key, () => page);
      if (before) offer(t('embed.changed', { name: page.title }), () => update(key, () => before));
    } else {
      const key = create(page);
      setSelectedKey(key);
      offer(t('embed.added', { name: page.title }), () => removeNow(key));
    }
    setEditing(null);
  };
  const actionsOf = (key: string, index: number, name: string) =>
    readOnly ? null : (
      <PageActions
        name={name}
        isFirst={index === 0}
        isLast={index === items.length - 1}
        onEdit={() => setEditing({ key })}
        onMove={(direction) => move(key, index + direction)}
        onDelete={() => remove(key, name)}
      />
    );

  return (
    <Stack spacing={2} data-tour="embed-view" sx={{ p: { xs: 1, sm: 2 } }}>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<Add />} disabled={noHosts} onClick={() => setEditing({ key: null })}>
            {t('embed.add', { item: kindText('item') })}
          </Button>
          <SaveStatus queue={values.saveStatus} />
        </Stack>
      )}
      {noHosts && <Alert severity="info">{kindText('noHosts')}</Alert>}
      <LoadGate status={rule.ready ? values.status : 'loading'} onRetry={() => void values.reload()}>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {kindText(readOnly ? 'emptyReadOnly' : 'empty')}
          </Typography>
        ) : embed.layout === 'tabs' ? (
          <EmbeddedPageTabs
            items={items}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
            label={kindText('title')}
            renderPage={(item, index) => (
              <Stack spacing={1}>
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>{actionsOf(item.key, index, item.value.title)}</Stack>
                <EmbeddedPageView page={item.value} embed={embed} rule={rule} kindText={kindText} />
              </Stack>
            )}
          />
        ) : (
          items.map((item, index) => (
            <Paper key={item.key} variant="outlined" component="article" aria-label={item.value.title} sx={{ p: { xs: 1, sm: 2 } }}>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {item.value.title}
                  </Typography>
                  {actionsOf(item.key, index, item.value.title)}
                </Stack>
                <EmbeddedPageView page={item.value} embed={embed} rule={rule} kindText={kindText} />
              </Stack>
            </Paper>
          ))
        )}
      </LoadGate>
      {editing && (
        <EmbeddedPageDialog
          page={editedPage}
          notes={embed.notes === true}
          rule={rule}
          kindText={kindText}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {removedSnackbar}
      {undoSnackbar}
    </Stack>
  );
}
