import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ASSESSMENT_STATUS_KEYS, assessmentsPath, type Assessment, type AssessmentStatusKey } from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { describeHttpError } from '../../../components/http-error-message';
import { EmptyState, ErrorState, PageLoading } from '../../../components/page-states';
import { choiceField, textField } from '../../../components/list-url-state';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useListUrlState } from '../../../components/use-list-url-state';
import { useSearchText } from '../../../components/use-search-text';
import { useHeaderTitle } from '../../../shell/header-bar';
import { assessmentPaths } from '../assessment-paths';
import { useMayUseAssessments } from '../use-may-use-assessments';
import { AssessmentCard } from './assessment-card';
import { ImportAssessmentDialog } from './import-assessment-dialog';
import { NewAssessmentDialog } from './new-assessment-dialog';

type StatusFilter = AssessmentStatusKey | 'all';
const FILTER_FIELDS = { search: textField('q'), status: choiceField<StatusFilter>('status', ['all', ...ASSESSMENT_STATUS_KEYS], 'all') } as const;

/**
 * /assessments, the Overview Dashboard: every assessment the user may see, with its status, their own
 * progress and (for its admins) the response counts; New and Import template (a .json export or the .xlsx
 * template, opened on its structure) for those whose company lets them write. The list is small (a
 * company's questionnaires), so search and the status filter run in the page; both are kept in the URL.
 */
export function AssessmentsDashboardPage() {
  const { t } = useTranslation('host');
  useHeaderTitle(t('assessments.dashboard.title'));
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const mayCreate = useMayUseAssessments();
  const [{ search: shownSearch, status }, show] = useListUrlState(FILTER_FIELDS);
  // The list narrows as the user types; the URL follows once typing pauses.
  const [search, setSearch] = useSearchText(shownSearch, (next, options) => show({ search: next }, options));
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const list = useAsync((signal) => http.get<Assessment[]>(assessmentsPath(), { signal }), [http]);

  const shown = useMemo(() => {
    if (list.status !== 'ready') return [];
    const words = search.trim().toLocaleLowerCase();
    return list.data.filter(
      (assessment) =>
        (status === 'all' || assessment.status_key === status) &&
        (!words || `${assessment.name} ${assessment.description}`.toLocaleLowerCase().includes(words)),
    );
  }, [list, search, status]);

  const opened = (assessment: Assessment) => navigate(assessmentPaths.builder(assessment.id, 'details'));
  const actions = mayCreate && (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setDialog('import')}>
        {t('assessments.import.open')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
        {t('assessments.dashboard.new')}
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={t('assessments.dashboard.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: { sm: 260 } }}
        />
        <TextField select size="small" label={t('assessments.dashboard.statusFilter')} value={status} onChange={(event) => show({ status: event.target.value as StatusFilter })} sx={{ minWidth: 160 }}>
          <MenuItem value="all">{t('assessments.dashboard.allStatuses')}</MenuItem>
          {ASSESSMENT_STATUS_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`assessments.status.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      {list.status === 'loading' && <PageLoading />}
      {list.status === 'error' && <ErrorState message={describeHttpError(list.error, t)} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <EmptyState title={t('assessments.dashboard.emptyTitle')}>
          {mayCreate ? t('assessments.dashboard.emptyCreate') : t('assessments.dashboard.emptyAsk')}
        </EmptyState>
      )}
      {list.status === 'ready' && list.data.length > 0 && shown.length === 0 && (
        <EmptyState title={t('assessments.dashboard.noMatchTitle')}>{t('assessments.dashboard.noMatchBody')}</EmptyState>
      )}
      {shown.length > 0 && (
        <Box component="section" aria-label={t('assessments.dashboard.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
          {shown.map((assessment) => (
            <AssessmentCard key={assessment.id} assessment={assessment} />
          ))}
        </Box>
      )}
      <NewAssessmentDialog open={dialog === 'new'} onClose={() => setDialog(null)} onCreated={opened} />
      <ImportAssessmentDialog open={dialog === 'import'} onClose={() => setDialog(null)} onImported={(assessment) => navigate(assessmentPaths.builder(assessment.id, 'structure'))} />
    </Stack>
  );
}
