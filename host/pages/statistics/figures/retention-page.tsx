/** User retention: weekly cohorts as a triangle of cells shaded by the share still active k weeks later. */
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RetentionCohort, UserRetention } from '../../../../core/domain/statistics-types';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { heatColour, retentionShare } from '../heat-colour';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

const weeksOf = (cohorts: readonly RetentionCohort[]) => Math.max(0, ...cohorts.map((cohort) => cohort.retained.length));

export function RetentionPage(page: FigurePageProps) {
  const { t, figure, frame } = useFigurePage<UserRetention>(page, 'dates');
  const weeks = figure.status === 'ready' ? weeksOf(figure.data.cohorts) : 0;
  const columns: FigureColumn<RetentionCohort>[] = [
    { header: t('statistics.columns.week'), text: (cohort) => cohort.week },
    { header: t('statistics.columns.cohortSize'), text: (cohort) => String(cohort.users), numeric: true },
    ...Array.from({ length: weeks }, (_, week) => ({
      header: t('statistics.columns.weekN', { week }),
      text: (cohort: RetentionCohort) => (week < cohort.retained.length ? String(cohort.retained[week]) : ''),
      numeric: true,
    })),
  ];
  return (
    <StatisticsFrame
      {...frame}
      rows={(data) => data.cohorts.filter((cohort) => cohort.users > 0)}
      rowKey={(cohort) => cohort.week}
      columns={columns}
      chart={(_data, cohorts) => ({
        summary: t('statistics.retention.summary', { count: cohorts.length }),
        node: <CohortTriangle cohorts={cohorts} weeks={weeksOf(cohorts)} />,
      })}
    />
  );
}

function CohortTriangle({ cohorts, weeks }: { cohorts: readonly RetentionCohort[]; weeks: number }) {
  const { t } = useTranslation('host');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `7rem 4rem repeat(${weeks}, minmax(3.5rem, 1fr))`, gap: '2px', fontSize: 13 }}>
        <Box sx={{ fontWeight: 500 }}>{t('statistics.columns.week')}</Box>
        <Box sx={{ fontWeight: 500, textAlign: 'right' }}>{t('statistics.columns.cohortSize')}</Box>
        {Array.from({ length: weeks }, (_, week) => (
          <Box key={week} sx={{ fontWeight: 500, textAlign: 'center' }}>
            {t('statistics.columns.weekN', { week })}
          </Box>
        ))}
        {cohorts.map((cohort) => [
          <Box key={`${cohort.week}-week`}>{cohort.week}</Box>,
          <Box key={`${cohort.week}-users`} sx={{ textAlign: 'right' }}>
            {cohort.users}
          </Box>,
          ...Array.from({ length: weeks }, (_, week) => {
            if (week >= cohort.retained.length) return <Box key={`${cohort.week}-${week}`} />;
            const share = retentionShare(cohort, week);
            return (
              <Box
                key={`${cohort.week}-${week}`}
                title={t('statistics.retention.cell', { percent: Math.round(share * 100), users: cohort.retained[week] })}
                sx={{ ...heatColour(share), textAlign: 'center', py: 0.5, borderRadius: 0.5 }}
              >
                {Math.round(share * 100)} %
              </Box>
            );
          }),
        ])}
      </Box>
    </Box>
  );
}
