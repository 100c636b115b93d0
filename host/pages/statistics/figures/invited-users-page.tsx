/** People invited in the period: how many accepted and how many are pending, and each invitation. */
import { Chip, Stack } from '@mui/material';
import type { InvitedUser, RecentInviteUsers } from '../../../../core/domain/statistics-types';
import { formatDateTime } from '../../../components/format-date';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

export function InvitedUsersPage(page: FigurePageProps) {
  const { t, figure, frame } = useFigurePage<RecentInviteUsers>(page, 'dates');
  const columns: FigureColumn<InvitedUser>[] = [
    { header: t('statistics.columns.name'), text: (invited) => invited.name },
    { header: t('statistics.columns.email'), text: (invited) => invited.email },
    ...(page.companyFilter ? [{ header: t('statistics.columns.company'), text: (invited: InvitedUser) => invited.company_name }] : []),
    { header: t('statistics.columns.invited'), text: (invited) => formatDateTime(invited.invited_at) ?? '' },
    { header: t('statistics.columns.accepted'), text: (invited) => formatDateTime(invited.accepted_at) ?? '' },
    { header: t('statistics.columns.status'), text: (invited) => t(`statistics.invites.status.${invited.status}`) },
  ];
  return (
    <StatisticsFrame
      {...frame}
      rows={(data) => data.invitations}
      rowKey={(invited) => `${invited.user_id}-${invited.invited_at}`}
      columns={columns}
      tools={figure.status === 'ready' && <Stack direction="row"><Chip label={t('statistics.invites.counts', figure.data.counts)} /></Stack>}
    />
  );
}
