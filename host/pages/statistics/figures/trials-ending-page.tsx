/** Companies whose trial ends within the next days, soonest first. */
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TrialEndingCompany, TrialsEndingSoon } from '../../../../core/domain/statistics-types';
import { adminCompanyPage } from '../../admin/accounts/admin-accounts-paths';
import { daysParams, type FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigure } from '../use-figure';
import { useStatisticsFilters } from '../use-statistics-range';

/** Every company's trial counts, so the page has no company filter. */
export function TrialsEndingPage({ url, titleKey, csvName }: FigurePageProps) {
  const { t } = useTranslation('host');
  const filters = useStatisticsFilters();
  const figure = useFigure<TrialsEndingSoon>(url, daysParams(filters));
  const columns: FigureColumn<TrialEndingCompany>[] = [
    {
      header: t('statistics.columns.company'),
      text: (company) => company.name,
      render: (company) => (
        <Link component={RouterLink} to={adminCompanyPage(company.id)}>
          {company.name}
        </Link>
      ),
    },
    { header: t('statistics.columns.trialEnds'), text: (company) => company.trial_ends_at.slice(0, 10) },
    { header: t('statistics.columns.daysLeft'), text: (company) => String(company.days_left), numeric: true },
    { header: t('statistics.columns.licences'), text: (company) => `${company.licences_used} / ${company.licence_count}`, numeric: true },
  ];
  return (
    <StatisticsFrame
      title={t(titleKey)}
      figure={figure}
      filters={filters}
      rangeKind="days"
      companyFilter={false}
      rows={(data) => data.companies}
      rowKey={(company) => company.id}
      columns={columns}
      csvName={csvName}
    />
  );
}
