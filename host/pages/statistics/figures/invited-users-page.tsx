/** People invited in the period: how many accepted and how many are pending, and each invitation. */
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvitedUser, RecentInviteUsers } from '../../../../core/domain/statistics-types';
import { formatDateTime } from '../../../components/format-date';
import { rangeParams, type FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigure } from '../use-figure';
import { useStatisticsFilters } from '../use-statistics-range';

export function InvitedUsersPage({ url, titleKey, companyFilter, csvName }: FigurePageProps) {
  const { t } = useTranslation('host');
  const filters = useStatisticsFilters();
  const figure = useFigure<RecentInviteUsers>(url, rangeParams(filters));
  const columns: FigureColumn<InvitedUser>[] = [
    { header: t('statistics.columns.name'), text: (invited) => invited.name },
    { header: t('statistics.columns.email'), text: (invited) => invited.email },
    ...(companyFilter ? [{ header: t('statistics.columns.company'), text: (invited: InvitedUser) => invited.company_name }] : []),
    { header: t('statistics.columns.invited'), text: (invited) => formatDateTime(invited.invited_at) ?? '' },
    { header: t('statistics.columns.accepted'), text: (invited) => formatDateTime(invited.accepted_at) ?? '' },
    { header: t('statistics.columns.status'), text: (invited) => t(`statistics.invites.status.${invited.status}`) },
  ];
  return (
    <StatisticsFrame
      title={t(titleKey)}
      figure={figure}
      filters={filters}
      rangeKind="dates"
      companyFilter={companyFilter}
      rows={(data) => data.invitations}
      rowKey={(invited) => `${invited.user_id}-${invited.invited_at}`}
      columns={columns}
      csvName={csvName}
      tools={figure.status === 'ready' && <Stack direction="row"><Chip label={t('statistics.invites.counts', figure.data.counts)} /></Stack>}
    />
  );
}
