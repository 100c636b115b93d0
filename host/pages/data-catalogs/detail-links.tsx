import Add from '@mui/icons-material/Add';
import LinkOff from '@mui/icons-material/LinkOff';
import { Button, IconButton, Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataCatalogDetail, DataCatalogDetailLinkCreate } from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { EditOutcome } from '../data-items/edit-outcome';
import { useAnnouncedEdits } from '../data-items/use-announced-edits';
import { AddLinkDialog } from './add-link-dialog';
import { dataCatalogApi, dataCatalogPaths } from './data-catalog-paths';
import { useDetailLinks, type ShownLink } from './use-detail-links';

interface DetailLinksProps {
  detail: DataCatalogDetail;
  /** Writers of the detail's catalog add and remove links; readers see the list. */
  writer: boolean;
  /** After a link was added or removed (the lineage changes too). */
  onChanged(): void;
}

/**
 * The details this detail's data flows to (data-layer.md §3), each named with its catalog, both links to their
 * pages. Writers add a link to a detail of any catalog they may read, and remove one.
 */
export function DetailLinks({ detail, writer, onChanged }: DetailLinksProps) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const headingId = useId();
  const links = useDetailLinks(detail.data_catalog_id, detail.id);
  const edits = useAnnouncedEdits(() => {
    links.reload();
    onChanged();
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ShownLink | null>(null);
  const nameOf = (shown: ShownLink) => shown.target?.name ?? t('dataCatalogs.lineage.hidden');

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('dataCatalogs.links.title')}
        </Typography>
        {writer && (
          <Button size="small" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('dataCatalogs.links.add')}
          </Button>
        )}
      </Stack>
      <EditOutcome said={edits.said} failure={edits.failure} onCloseFailure={edits.clearFailure} />
      {links.status === 'loading' ? (
        <PageLoading label={t('dataCatalogs.links.loading')} />
      ) : links.status === 'error' ? (
        <ErrorState message={describeHttpError(links.error, t)} onRetry={links.reload} />
      ) : links.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {writer ? t('dataCatalogs.links.noneWrite') : t('dataCatalogs.links.noneRead')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {links.data.map((shown) => (
            <ListItem
              key={shown.link.id}
              disableGutters
              secondaryAction={
                writer && (
                  <IconButton edge="end" aria-label={t('dataCatalogs.links.remove', { name: nameOf(shown) })} onClick={() => setRemoving(shown)}>
                    <LinkOff fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={<LinkedDetail shown={shown} />} secondary={<LinkedCatalog shown={shown} />} />
            </ListItem>
          ))}
        </List>
      )}
      {adding && links.status === 'ready' && (
        <AddLinkDialog
          detail={detail}
          linkedIds={new Set(links.data.map((shown) => shown.link.linked_detail_id))}
          onAdd={async (linked) => {
            const body: DataCatalogDetailLinkCreate = { linked_detail_id: linked.id };
            await http.post(dataCatalogApi.links(detail.data_catalog_id, detail.id), body);
            edits.saved(t('dataCatalogs.links.said.added', { name: linked.name }));
          }}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('dataCatalogs.links.removeTitle', { name: removing ? nameOf(removing) : '' })}
        body={t('dataCatalogs.links.removeBody', { name: detail.name })}
        confirmLabel={t('dataCatalogs.links.removeConfirm')}
        onConfirm={async () => {
          if (removing) {
            await http.delete(dataCatalogApi.links(detail.data_catalog_id, detail.id, removing.link.id));
            edits.saved(t('dataCatalogs.links.said.removed', { name: nameOf(removing) }));
          }
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function LinkedDetail({ shown }: { shown: ShownLink }) {
  const { t } = useTranslation('host');
  if (!shown.target?.name) return <>{t('dataCatalogs.lineage.hidden')}</>;
  return (
    <MuiLink component={Link} to={`${dataCatalogPaths.catalog(shown.link.linked_catalog_id)}?detail=${shown.link.linked_detail_id}`}>
      {shown.target.name}
    </MuiLink>
  );
}

function LinkedCatalog({ shown }: { shown: ShownLink }) {
  const { t } = useTranslation('host');
  const name = shown.target?.catalog_name;
  if (!name) return <>{t('dataCatalogs.lineage.hiddenCatalog')}</>;
  return (
    <MuiLink component={Link} to={dataCatalogPaths.catalog(shown.link.linked_catalog_id)} color="inherit">
      {t('dataCatalogs.links.inCatalog', { catalog: name })}
    </MuiLink>
  );
}
