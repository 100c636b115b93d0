import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { fieldFailureMessage, fieldFailuresOf } from '../../../core/http/field-failures';
import { CatalogDetailPicker } from '../../data-governance/catalog-detail-picker';
import type { Translate } from '../../i18n/translate';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useObservable } from '../../use-observable';
import type { CellDetailTies } from './use-cell-detail-ties';
import type { SdkMessageKey } from '../../i18n/use-sdk-translate';

/**
 * The catalog details a cell of a data shape stands for (a data object's order, a data store's customers): listed
 * by path and catalog, removed one by one, added with the catalog detail picker. Ties belong to the saved cell, so a
 * cell not saved yet only says so; readers see the list alone.
 */
export function CellCatalogDetailsSection({ cellId, disabled, details }: { cellId: string; disabled: boolean; details: CellDetailTies }) {
  const t = useSdkTranslate();
  const { store, ties, catalogs, showCatalogs } = details;
  const item = useObservable(store.state$, () => store.items.find((candidate) => candidate.value.jsid === cellId));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => showCatalogs(), [showCatalogs]);
  const entryOf = useMemo(() => new Map(catalogs.entries.map((entry) => [entry.detail.id, entry])), [catalogs.entries]);
  if (!item) return null;

  const itemId = item.id;
  const shown = itemId === null ? [] : ties.ties.filter((tie) => tie.entity_value_id === itemId).flatMap((tie) => {
    const entry = entryOf.get(tie.data_catalog_detail_id);
    return entry ? [{ tie, entry }] : [];
  });
  const run = (change: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    change()
      .catch((error: unknown) => setFailure(refusalOf(error, t)))
      .finally(() => setBusy(false));
  };
  const loading = ties.status === 'loading' || catalogs.status === 'loading';
  const loadFailed = ties.status === 'error' || catalogs.status === 'error';

  return (
    <section aria-label={t('dataDetails.title')}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('dataDetails.title')}
      </Typography>
      {itemId === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('dataDetails.unsaved')}
        </Typography>
      ) : loadFailed ? (
        <Alert severity="error">{t('dataDetails.failed')}</Alert>
      ) : loading ? (
        <CircularProgress size={18} aria-label={t('load.loading')} />
      ) : catalogs.catalogs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dataDetails.noCatalogs')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {shown.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('dataDetails.none')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {shown.map(({ tie, entry }) => (
                <ListItem
                  key={tie.id}
                  disableGutters
                  secondaryAction={
                    !disabled && (
                      <IconButton edge="end" size="small" aria-label={t('dataDetails.remove', { name: entry.path })} disabled={busy} onClick={() => run(() => details.remove(item, tie))}>
                        <Delete fontSize="small" />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText primary={entry.path} secondary={entry.catalogName} />
                </ListItem>
              ))}
            </List>
          )}
          {!disabled && (
            <CatalogDetailPicker
              entries={catalogs.entries}
              chosenIds={new Set(shown.map(({ entry }) => entry.detail.id))}
              disabled={busy}
              onChoose={(entry) => run(() => details.add(item, entry.detail.id))}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      )}
    </section>
  );
}

/** The server's reason for refusing (a 422 names the field), else the section's own words. */
function refusalOf(error: unknown, t: Translate<SdkMessageKey>): string {
  const [failure] = fieldFailuresOf(error);
  return failure ? fieldFailureMessage(failure, t) : t('dataDetails.failed');
}
