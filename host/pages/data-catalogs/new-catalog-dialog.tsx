import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { NameDialog } from '../../components/name-dialog';
import { dataCatalogApi } from './data-catalog-paths';

/** Names a new catalog of the user's company (its creator its admin) and opens it. */
export function NewCatalogDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(catalog: DataCatalog): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [description, setDescription] = useState('');
  const close = () => {
    setDescription('');
    onClose();
  };
  return (
    <NameDialog
      open={open}
      title={t('dataCatalogs.list.new')}
      submitLabel={t('common.create')}
      intro={t('dataCatalogs.list.newIntro')}
      after={<TextField label={t('dataCatalogs.fields.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} fullWidth />}
      onSubmit={async (name) => {
        const created = await http.post<DataCatalog>(dataCatalogApi.list, { name, description: description.trim() });
        close();
        onCreated(created);
      }}
      onClose={close}
    />
  );
}
