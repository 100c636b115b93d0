import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { FormDialog } from '../../components/form-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { useAsync } from '../../../sdk/ui/use-async';
import { DATA_CATALOG_KIND } from '../data-catalogs/data-catalog-kind';

/** Picks a catalog the user may read, not yet on the map, to place on it. */
export function PlaceCatalogDialog({ placedIds, onPlace, onClose }: { placedIds: ReadonlySet<Id>; onPlace(catalog: DataCatalog): Promise<void>; onClose(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const catalogs = useAsync((signal) => http.get<DataCatalog[]>(`${DATA_CATALOG_KIND.api.list}?filter=all&sort=name&direction=asc`, { signal }), [http]);
  const [chosen, setChosen] = useState<Id | ''>('');
  const choices = catalogs.status === 'ready' ? catalogs.data.filter((catalog) => !placedIds.has(catalog.id)) : [];
  const helper =
    catalogs.status === 'loading' ? t('dataMaps.canvas.loadingCatalogs')
    : catalogs.status === 'error' ? describeHttpError(catalogs.error, t)
    : choices.length === 0 ? t('dataMaps.canvas.noneLeft')
    : undefined;
  return (
    <FormDialog
      title={t('dataMaps.canvas.place')}
      intro={t('dataMaps.canvas.placeIntro')}
      submitLabel={t('dataMaps.canvas.placeSubmit')}
      submitDisabled={chosen === ''}
      onSubmit={async () => {
        const catalog = choices.find((each) => each.id === chosen);
        if (catalog) await onPlace(catalog);
        onClose();
      }}
      onClose={onClose}
    >
      <TextField
        select
        label={t('dataMaps.canvas.catalog')}
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
        helperText={helper}
        error={catalogs.status === 'error'}
        disabled={choices.length === 0}
        fullWidth
      >
        {choices.map((catalog) => (
          <MenuItem key={catalog.id} value={catalog.id}>
            {catalog.company_id === null ? t('dataMaps.canvas.globalName', { name: catalog.name }) : catalog.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
