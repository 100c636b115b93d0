import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { NameDialog } from '../../components/name-dialog';
import type { DataItemKind } from './data-item-kind';
import { useDataItemAccess } from './use-data-item-access';

/**
 * Names a new catalog or map (its creator its admin) and opens it: the company's, or, for a system admin where
 * the kind allows it, a global one.
 */
export function NewDataItemDialog<T extends DataItemSummary>({ kind, open, onClose, onCreated }: { kind: DataItemKind<T>; open: boolean; onClose(): void; onCreated(item: T): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const access = useDataItemAccess();
  const mayChooseGlobal = kind.createsGlobal && access.createGlobal;
  const [description, setDescription] = useState('');
  const [global, setGlobal] = useState(false);
  const close = () => {
    setDescription('');
    setGlobal(false);
    onClose();
  };
  return (
    <NameDialog
      open={open}
      title={t(`${kind.messages}.list.new`)}
      submitLabel={t('common.create')}
      intro={t(`${kind.messages}.list.newIntro`)}
      after={
        <>
          <TextField label={t('dataItems.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} fullWidth />
          {mayChooseGlobal && (
            <RadioGroup row aria-label={t('dataItems.columns.scope')} value={global ? 'global' : 'local'} onChange={(event) => setGlobal(event.target.value === 'global')}>
              <FormControlLabel value="local" control={<Radio />} label={t('dataItems.scope.local')} />
              <FormControlLabel value="global" control={<Radio />} label={t('dataItems.scope.global')} />
            </RadioGroup>
          )}
        </>
      }
      onSubmit={async (name) => {
        const created = await http.post<T>(kind.api.list, { name, description: description.trim(), ...(global ? { global } : {}) });
        close();
        onCreated(created);
      }}
      onClose={close}
    />
  );
}
