import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assessmentCsvExportPath,
  assessmentResponsesPath,
  assessmentResultsPath,
  RESPONSE_STATUS_KEYS,
  type AssessmentResponse,
  type AssessmentResults,
  type ResponseStatusKey,
} from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { downloadBlob } from '../../../../sdk/ui/download-blob';
import { describeHttpError } from '../../../components/http-error-message';
import { EmptyState, ErrorState, PageLoading } from '../../../components/page-states';
import { choiceField, textField } from '../../../components/list-url-state';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useListUrlState } from '../../../components/use-list-url-state';
import { useSearchText } from '../../../components/use-search-text';
import { useAssessment } from '../assessment-context';
import { questionsInOrder } from '../model/assessment-outline';
import { RequirePermission } from '../require-permission';
import { AnswerDistribution } from './answer-distribution';
import { respondentNames } from './respondent-names';
import { ResponsesTable } from './responses-table';
import { SectionScoresPanel } from './section-scores-panel';

type StatusFilter = ResponseStatusKey | 'all';
const FILTER_FIELDS = { search: textField('q'), status: choiceField<StatusFilter>('status', ['all', ...RESPONSE_STATUS_KEYS], 'all') } as const;

/** /assessments/{id}/responses: every response with filters (kept in the URL), section scores as a radar, how each question was answered, CSV export. */
export function ResponsesPage() {
  return (
    <RequirePermission level="admin">
      <Responses />
    </RequirePermission>
  );
}

function Responses() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { assessment, outline } = useAssessment();
  const [{ search: shownSearch, status }, show] = useListUrlState(FILTER_FIELDS);
  // The list narrows as the user types; the URL follows once typing pauses.
  const [search, setSearch] = useSearchText(shownSearch, (next, options) => show({ search: next }, options));
  const [exportError, setExportError] = useState<unknown>(null);
  const data = useAsync(async (signal) => {
    const [responses, results] = await Promise.all([
      http.get<AssessmentResponse[]>(assessmentResponsesPath(assessment.id), { signal }),
      http.get<AssessmentResults>(assessmentResultsPath(assessment.id), { signal }),
    ]);
    return { responses, results };
  }, [http, assessment.id]);
  const names = useMemo(
    () => (data.status === 'ready' ? respondentNames(data.data.responses, (number) => t('assessments.responses.anonymousName', { number })) : new Map<number, string>()),
    [data, t],
  );

  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  const { responses, results } = data.data;
  const sections = outline.map((part) => part.section);
  const words = assessment.anonymous ? '' : search.trim().toLocaleLowerCase();
  const shown = responses.filter(
    (response) => (status === 'all' || response.status_key === status) && (!words || (names.get(response.id) ?? '').toLocaleLowerCase().includes(words)),
  );
  const exportCsv = async () => {
    setExportError(null);
    try {
      downloadBlob(await http.getBlob(assessmentCsvExportPath(assessment.id)), `${assessment.name}.csv`);
    } catch (error) {
      setExportError(error);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>
          {t('assessments.dashboard.responseCounts', { submitted: results.submitted_count, inProgress: results.in_progress_count })}
        </Typography>
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()}>
          {t('assessments.responses.exportCsv')}
        </Button>
      </Stack>
      {exportError !== null && <Alert severity="error">{describeHttpError(exportError, t)}</Alert>}
      {assessment.anonymous && <Alert severity="info">{t('assessments.responses.anonymous')}</Alert>}
      {responses.length === 0 ? (
        <EmptyState title={t('assessments.responses.emptyTitle')}>{t('assessments.responses.emptyBody')}</EmptyState>
      ) : (
        <Stack spacing={1.5} component="section" aria-labelledby="responses-heading">
          <Typography id="responses-heading" variant="h6" component="h2">
            {t('assessments.tabs.responses')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {!assessment.anonymous && (
              <TextField size="small" type="search" label={t('assessments.responses.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
            )}
            <TextField select size="small" label={t('assessments.fields.status')} value={status} onChange={(event) => show({ status: event.target.value as StatusFilter })} sx={{ minWidth: 180 }}>
              <MenuItem value="all">{t('assessments.dashboard.allStatuses')}</MenuItem>
              {RESPONSE_STATUS_KEYS.map((key) => (
                <MenuItem key={key} value={key}>
                  {t(`assessments.responseStatus.${key}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {shown.length === 0 ? (
            <Typography color="text.secondary">{t('assessments.responses.noMatch')}</Typography>
          ) : (
            <ResponsesTable assessmentId={assessment.id} responses={shown} sections={sections} names={names} />
          )}
        </Stack>
      )}
      <SectionScoresPanel results={results} sections={sections} names={names} />
      {results.submitted_count > 0 && <AnswerDistribution questions={questionsInOrder(outline)} distributions={results.questions} />}
    </Stack>
  );
}
