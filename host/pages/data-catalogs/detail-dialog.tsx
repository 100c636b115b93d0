import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalogDetail } from '../../../core/domain/data-governance-types';
import { FormDialog } from '../../components/form-dialog';
import { DETAIL_TEXT_FIELDS } from './detail-fields';

export type DetailFieldValues = Pick<DataCatalogDetail, 'name' | (typeof DETAIL_TEXT_FIELDS)[number]>;

const EMPTY: DetailFieldValues = { name: '', description: '', type: '', owner: '', classification: '' };

/** A detail's name and fields, to add one (`detail` absent) or change one; mounted only while open. */
export function DetailDialog({ title, detail, onSubmit, onClose }: { title: string; detail?: DataCatalogDetail; onSubmit(values: DetailFieldValues): Promise<void>; onClose(): void }) {
  const { t } = useTranslation('host');
  const [values, setValues] = useState<DetailFieldValues>(() => (detail ? { name: detail.name, description: detail.description, type: detail.type, owner: detail.owner, classification: detail.classification } : EMPTY));
  const set = (field: keyof DetailFieldValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <FormDialog
      title={title}
      submitLabel={detail ? t('common.save') : t('common.create')}
      fields={['name', ...DETAIL_TEXT_FIELDS]}
      validate={() => ({ fields: { name: values.name.trim() ? null : t('dialogs.nameRequired') } })}
      onSubmit={() => onSubmit({ ...values, name: values.name.trim() })}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            label={t('dialogs.name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={form.fieldError('name') !== null}
            helperText={form.fieldError('name')}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            fullWidth
          />
          {DETAIL_TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`dataCatalogs.fields.${field}`)}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              error={form.fieldError(field) !== null}
              helperText={form.fieldError(field)}
              multiline={field === 'description'}
              minRows={field === 'description' ? 2 : undefined}
              fullWidth
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}
