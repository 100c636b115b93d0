import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import {
  assessmentChildPath,
  assessmentsPath,
  type Assessment,
  type AssessmentGroup,
  type AssessmentQuestion,
  type AssessmentSection,
} from '../../../core/domain/assessment-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useRouteIds } from '../../components/use-route-ids';
import { useHeaderTitle } from '../../shell/header-bar';
import type { AssessmentContextValue } from './assessment-context';
import { assessmentPaths, BUILDER_PAGES } from './assessment-paths';
import { outlineOf } from './model/assessment-outline';

interface Loaded {
  assessment: Assessment;
  sections: AssessmentSection[];
  groups: AssessmentGroup[];
  questions: AssessmentQuestion[];
}

/** The tab a path belongs to: the answering pages (the assessment itself, its sections) or a builder page. */
function currentTab(pathname: string, assessmentId: number): string {
  const rest = pathname.slice(assessmentPaths.answer(assessmentId).length).split('/').filter(Boolean);
  return rest.length === 0 || rest[0] === 'sections' ? 'answer' : rest[0];
}

/** The frame of one assessment's pages: its name as the title, the tabs this user may use, the page. */
export function AssessmentLayout() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const assessmentId = useRouteIds().twins.assessmentIdInt;
  const { pathname } = useLocation();
  const data = useAsync(async (signal): Promise<Loaded> => {
    const options = { signal };
    const [assessment, sections, groups, questions] = await Promise.all([
      http.get<Assessment>(assessmentsPath(assessmentId), options),
      http.get<AssessmentSection[]>(assessmentChildPath(assessmentId, 'sections'), options),
      http.get<AssessmentGroup[]>(assessmentChildPath(assessmentId, 'groups'), options),
      http.get<AssessmentQuestion[]>(assessmentChildPath(assessmentId, 'questions'), options),
    ]);
    return { assessment, sections, groups, questions };
  }, [http, assessmentId]);
  const loaded = data.status === 'ready' ? data.data : null;
  const context = useMemo<AssessmentContextValue | null>(
    () => (loaded ? { ...loaded, outline: outlineOf(loaded), reload: data.reload } : null),
    [loaded, data.reload],
  );
  useHeaderTitle(loaded?.assessment.name ?? t('assessments.loading'));

  if (data.status === 'loading') return <PageLoading label={t('assessments.loading')} />;
  if (data.status === 'error' || !context) {
    return <ErrorState message={data.status === 'error' ? describeHttpError(data.error, t) : t('errors.unexpected')} onRetry={data.reload} />;
  }
  const { permissions } = context.assessment;
  const tabs = [
    { value: 'answer' as const, to: assessmentPaths.answer(assessmentId) },
    ...BUILDER_PAGES.filter(({ needs }) => permissions[needs]).map(({ page }) => ({ value: page, to: assessmentPaths.builder(assessmentId, page) })),
  ];
  const current = currentTab(pathname, assessmentId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      {tabs.length > 1 && (
        <Tabs value={tabs.some((tab) => tab.value === current) ? current : false} variant="scrollable" allowScrollButtonsMobile aria-label={t('assessments.tabs.label')}>
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={t(`assessments.tabs.${tab.value}`)} component={Link} to={tab.to} />
          ))}
        </Tabs>
      )}
      <Box>
        <Outlet context={context} />
      </Box>
    </Stack>
  );
}
