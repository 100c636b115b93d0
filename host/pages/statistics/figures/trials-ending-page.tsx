/** Companies whose trial ends within the next days, soonest first. */
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TrialEndingCompany, TrialsEndingSoon } from '../../../../core/domain/statistics-types';
import { adminCompanyPage } from '../../admin/accounts/admin-accounts-paths';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

/** Every company's trial counts, so the page has no company filter. */
export function TrialsEndingPage(page: FigurePageProps) {
  const { t, frame } = useFigurePage<TrialsEndingSoon>({ ...page, companyFilter: false }, 'days');
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
      {...frame}
      rows={(data) => data.companies}
      rowKey={(company) => company.id}
      columns={columns}
    />
  );
}
