import { Autocomplete, createFilterOptions, MenuItem, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { buildDetailEntries, type DetailEntry } from '../../../core/domain/catalog-detail-entries';
import { useTranslation } from 'react-i18next';
import type { DataCatalog, DataCatalogDetail } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { FormDialog, type FormDialogState } from '../../components/form-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { useAsync } from '../../../sdk/ui/use-async';
import { dataCatalogApi } from './data-catalog-paths';
import { useCatalogContent } from './use-catalog-content';

/** The server's field for the linked detail: its 422 messages show under the detail picker. */
const LINKED_DETAIL_FIELD = 'linked_detail_id';
/** A catalog may hold thousands of details; the list shows the first matches and the search narrows it. */
const filterOptions = createFilterOptions<DetailEntry>({ limit: 100 });

interface AddLinkDialogProps {
  detail: DataCatalogDetail;
  /** The details this one links to already: offered, but marked and not chosen again. */
  linkedIds: ReadonlySet<Id>;
  onAdd(linked: DataCatalogDetail): Promise<void>;
  onClose(): void;
}

/** Links a detail to a detail of a catalog the user may read: the catalog first, then one of its details by search. */
export function AddLinkDialog({ detail, linkedIds, onAdd, onClose }: AddLinkDialogProps) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const catalogs = useAsync((signal) => http.get<DataCatalog[]>(`${dataCatalogApi.list}?filter=all&sort=name&direction=asc`, { signal }), [http]);
  const [catalogId, setCatalogId] = useState<Id | ''>('');
  const [chosen, setChosen] = useState<DataCatalogDetail | null>(null);
  const helper = catalogs.status === 'loading' ? t('dataCatalogs.links.loadingCatalogs') : catalogs.status === 'error' ? describeHttpError(catalogs.error, t) : undefined;
  return (
    <FormDialog
      title={t('dataCatalogs.links.addTitle', { name: detail.name })}
      intro={t('dataCatalogs.links.addIntro', { name: detail.name })}
      submitLabel={t('dataCatalogs.links.addSubmit')}
      submitDisabled={chosen === null}
      fields={[LINKED_DETAIL_FIELD]}
      onSubmit={async () => {
        if (chosen) await onAdd(chosen);
        onClose();
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            select
            label={t('dataCatalogs.links.catalog')}
            value={catalogId}
            onChange={(event) => {
              setCatalogId(Number(event.target.value));
              setChosen(null);
            }}
            helperText={helper}
            error={catalogs.status === 'error'}
            disabled={catalogs.status !== 'ready'}
            fullWidth
          >
            {(catalogs.status === 'ready' ? catalogs.data : []).map((catalog) => (
              <MenuItem key={catalog.id} value={catalog.id}>
                {catalog.company_id === null ? t('dataCatalogs.delta.globalName', { name: catalog.name }) : catalog.name}
              </MenuItem>
            ))}
          </TextField>
          {catalogId !== '' && <DetailPicker key={catalogId} catalogId={catalogId} from={detail} linkedIds={linkedIds} chosen={chosen} onChoose={setChosen} form={form} />}
        </>
      )}
    </FormDialog>
  );
}

interface DetailPickerProps {
  catalogId: Id;
  from: DataCatalogDetail;
  linkedIds: ReadonlySet<Id>;
  chosen: DataCatalogDetail | null;
  onChoose(detail: DataCatalogDetail | null): void;
  form: FormDialogState;
}

/** The chosen catalog's details by path, searchable; the detail itself is left out, those linked already disabled. */
function DetailPicker({ catalogId, from, linkedIds, chosen, onChoose, form }: DetailPickerProps) {
  const { t } = useTranslation('host');
  const content = useCatalogContent(catalogId);
  const choices = useMemo(
    () => (content.status === 'ready' ? buildDetailEntries([content.data]).filter((entry) => entry.detail.id !== from.id) : []),
    [content, from.id],
  );
  const serverError = form.fieldError(LINKED_DETAIL_FIELD);
  const helper =
    content.status === 'loading' ? t('dataCatalogs.links.loadingDetails')
    : content.status === 'error' ? describeHttpError(content.error, t)
    : choices.length === 0 ? t('dataCatalogs.links.noDetails')
    : serverError;
  return (
    <Autocomplete
      options={choices}
      value={choices.find((choice) => choice.detail.id === chosen?.id) ?? null}
      onChange={(_, picked) => onChoose(picked?.detail ?? null)}
      getOptionLabel={(choice) => choice.path}
      getOptionKey={(choice) => choice.detail.id}
      getOptionDisabled={(choice) => linkedIds.has(choice.detail.id)}
      isOptionEqualToValue={(option, value) => option.detail.id === value.detail.id}
      filterOptions={filterOptions}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          {linkedIds.has(choice.detail.id) ? t('dataCatalogs.links.linkedAlready', { path: choice.path }) : choice.path}
        </li>
      )}
      noOptionsText={t('dataCatalogs.links.noMatch')}
      disabled={content.status !== 'ready' || choices.length === 0}
      renderInput={(params) => <TextField {...params} label={t('dataCatalogs.links.detail')} error={serverError !== null || content.status === 'error'} helperText={helper} />}
      fullWidth
    />
  );
}
