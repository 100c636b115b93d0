/** Daily and monthly active users: a line over the period, and the count of every day. */
import { LineChart } from '@mui/x-charts/LineChart';
import type { DailyActiveUsers, DailyCount } from '../../../../core/domain/statistics-types';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

export function ActiveUsersPage(page: FigurePageProps) {
  const { t, title, frame, formatCount } = useFigurePage<DailyActiveUsers>(page, 'dates');
  const columns: FigureColumn<DailyCount>[] = [
    { header: t('statistics.columns.date'), text: (point) => point.date },
    { header: t('statistics.columns.users'), text: (point) => String(point.users), numeric: true },
  ];
  return (
    <StatisticsFrame
      {...frame}
      rows={(data) => (data.points.some((point) => point.users > 0) ? data.points : [])}
      rowKey={(point) => point.date}
      columns={columns}
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
