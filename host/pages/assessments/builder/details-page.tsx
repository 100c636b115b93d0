import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  assessmentLookupPath,
  assessmentsPath,
  assessmentStructureExportPath,
  type Assessment,
  type AssessmentStatus,
  type AssessmentUpdate,
} from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { loadShared } from '../../../../sdk/http/shared-loads';
import { useService } from '../../../../sdk/services-context';
import { downloadBlob } from '../../../../sdk/ui/download-blob';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError, fieldError } from '../../../components/http-error-message';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useAssessment } from '../assessment-context';
import { assessmentPaths } from '../assessment-paths';
import { RequirePermission } from '../require-permission';
import { fromLocalInput, toLocalInput } from './local-date-time';

/** /assessments/{id}/details: name, description, status, open and close dates, anonymous; export and delete. */
export function DetailsPage() {
  const { assessment } = useAssessment();
  return (
    <RequirePermission level="write">
      <DetailsForm key={assessment.updated_at} assessment={assessment} />
    </RequirePermission>
  );
}

function DetailsForm({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const snackbar = useService(SuccessSnackbar);
  const navigate = useNavigate();
  const { reload } = useAssessment();
  const statuses = useAsync(() => loadShared<AssessmentStatus[]>(http, assessmentLookupPath('assessment_statuses')), [http]);
  const [name, setName] = useState(assessment.name);
  const [description, setDescription] = useState(assessment.description);
  const [statusId, setStatusId] = useState(assessment.status_id);
  const [opensAt, setOpensAt] = useState(toLocalInput(assessment.opens_at));
  const [closesAt, setClosesAt] = useState(toLocalInput(assessment.closes_at));
  const [anonymous, setAnonymous] = useState(assessment.anonymous);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const statusChoices = statuses.status === 'ready' ? statuses.data : [];
  const nameMissing = name.trim() === '';
  const datesReversed = !!opensAt && !!closesAt && fromLocalInput(closesAt)! <= fromLocalInput(opensAt)!;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing || datesReversed) return;
    setBusy(true);
    setFailure(null);
    try {
      const body: AssessmentUpdate = {
        name: name.trim(),
        description,
        status_id: statusId,
        opens_at: fromLocalInput(opensAt),
        closes_at: fromLocalInput(closesAt),
        anonymous,
      };
      await http.put<Assessment>(assessmentsPath(assessment.id), body);
      snackbar.show(t('assessments.details.saved'));
      reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const exportStructure = async () => {
    try {
      downloadBlob(await http.getBlob(assessmentStructureExportPath(assessment.id)), `${assessment.name}.json`);
    } catch (error) {
      setFailure(error);
    }
  };
  const errorOf = (field: string) => fieldError(failure, field, t);

  return (
    <Stack component="form" noValidate onSubmit={(event) => void save(event)} spacing={2.5} sx={{ maxWidth: 720 }} aria-label={t('assessments.tabs.details')}>
      {failure !== null && <Alert severity="error">{describeHttpError(failure, t)}</Alert>}
      <TextField
        label={t('assessments.fields.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={nameMissing || !!errorOf('name')}
        helperText={nameMissing ? t('dialogs.nameRequired') : errorOf('name')}
      />
      <TextField label={t('assessments.fields.description')} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={3} />
      <TextField select label={t('assessments.fields.status')} value={statusChoices.some((status) => status.id === statusId) ? statusId : ''} onChange={(event) => setStatusId(Number(event.target.value))} helperText={t('assessments.details.statusHelp')}>
        {statusChoices.map((status) => (
          <MenuItem key={status.id} value={status.id}>
            {status.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="datetime-local"
          label={t('assessments.fields.opensAt')}
          value={opensAt}
          onChange={(event) => setOpensAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={errorOf('opens_at') ?? t('assessments.details.noBound')}
          error={!!errorOf('opens_at')}
          fullWidth
        />
        <TextField
          type="datetime-local"
          label={t('assessments.fields.closesAt')}
          value={closesAt}
          onChange={(event) => setClosesAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={datesReversed || !!errorOf('closes_at')}
          helperText={datesReversed ? t('assessments.details.closesBeforeOpens') : (errorOf('closes_at') ?? t('assessments.details.noBound'))}
          fullWidth
        />
      </Stack>
      <div>
        <FormControlLabel control={<Switch checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />} label={t('assessments.fields.anonymous')} />
        <FormHelperText>{t('assessments.fields.anonymousHelp')}</FormHelperText>
      </div>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" loading={busy}>
          {t('common.save')}
        </Button>
        <Button startIcon={<FileDownloadOutlined />} onClick={() => void exportStructure()}>
          {t('assessments.details.exportStructure')}
        </Button>
        {assessment.permissions.admin && (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirmDelete(true)}>
            {t('assessments.details.delete')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={t('assessments.details.deleteTitle', { name: assessment.name })}
        body={t('assessments.details.deleteBody', { count: assessment.response_counts.submitted + assessment.response_counts.in_progress })}
        confirmLabel={t('assessments.details.delete')}
        onConfirm={async () => {
          await http.delete(assessmentsPath(assessment.id));
          navigate(assessmentPaths.dashboard);
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}
