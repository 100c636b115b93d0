import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessmentsPath, type Assessment, type AssessmentCreate } from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { NameDialog } from '../../../components/name-dialog';

/** Names a new assessment (a draft, its creator its admin) and hands it on, to be built. */
export function NewAssessmentDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(assessment: Assessment): void }) {
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
      title={t('assessments.dashboard.new')}
      submitLabel={t('common.create')}
      intro={t('assessments.dashboard.newIntro')}
      after={
        <TextField label={t('assessments.fields.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} fullWidth />
      }
      onSubmit={async (name) => {
        const body: AssessmentCreate = { name, description: description.trim() };
        const created = await http.post<Assessment>(assessmentsPath(), body);
        close();
        onCreated(created);
      }}
      onClose={close}
    />
  );
}
