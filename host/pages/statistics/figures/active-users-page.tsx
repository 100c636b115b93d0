/** Daily and monthly active users: a line over the period, and the count of every day. */
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { DailyActiveUsers, DailyCount } from '../../../../core/domain/statistics-types';
import { formatCount, rangeParams, type FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigure } from '../use-figure';
import { useStatisticsFilters } from '../use-statistics-range';

export function ActiveUsersPage({ url, titleKey, companyFilter, csvName }: FigurePageProps) {
  const { t } = useTranslation('host');
  const title = t(titleKey);
  const filters = useStatisticsFilters();
  const figure = useFigure<DailyActiveUsers>(url, rangeParams(filters));
  const columns: FigureColumn<DailyCount>[] = [
    { header: t('statistics.columns.date'), text: (point) => point.date },
    { header: t('statistics.columns.users'), text: (point) => String(point.users), numeric: true },
  ];
  return (
    <StatisticsFrame
      title={title}
      figure={figure}
      filters={filters}
      rangeKind="dates"
      companyFilter={companyFilter}
      rows={(data) => (data.points.some((point) => point.users > 0) ? data.points : [])}
      rowKey={(point) => point.date}
      columns={columns}
      csvName={csvName}
      chart={(data, points) => ({
        summary: t('statistics.chartSummary', {
          title,
          from: data.from,
          to: data.to,
          max: formatCount(Math.max(...points.map((point) => point.users))),
          last: formatCount(points[points.length - 1]?.users ?? 0),
        }),
        node: (
          <LineChart
            height={320}
            xAxis={[{ scaleType: 'point', data: points.map((point) => point.date) }]}
            yAxis={[{ min: 0, tickMinStep: 1 }]}
            series={[{ data: points.map((point) => point.users), label: t('statistics.columns.users'), curve: 'linear', showMark: points.length <= 31 }]}
            hideLegend
          />
        ),
      })}
    />
  );
}
