import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { NameDialog } from '../../components/name-dialog';
import type { DataItemKind } from './data-item-kind';

/** Names a new catalog or map of the user's company (its creator its admin) and opens it. */
export function NewDataItemDialog<T extends DataItemSummary>({ kind, open, onClose, onCreated }: { kind: DataItemKind<T>; open: boolean; onClose(): void; onCreated(item: T): void }) {
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
      title={t(`${kind.messages}.list.new`)}
      submitLabel={t('common.create')}
      intro={t(`${kind.messages}.list.newIntro`)}
      after={<TextField label={t('dataItems.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} fullWidth />}
      onSubmit={async (name) => {
        const created = await http.post<T>(kind.api.list, { name, description: description.trim() });
        close();
        onCreated(created);
      }}
      onClose={close}
    />
  );
}
