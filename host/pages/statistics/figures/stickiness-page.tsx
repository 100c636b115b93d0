/** User stickiness: daily over monthly active users, as a line of percentages over the period. */
import { LineChart } from '@mui/x-charts/LineChart';
import type { StickinessPoint, UserStickiness } from '../../../../core/domain/statistics-types';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';

const percent = (ratio: number) => Math.round(ratio * 1000) / 10;

export function StickinessPage(page: FigurePageProps) {
  const { t, title, frame, formatCount } = useFigurePage<UserStickiness>(page, 'dates');
  const columns: FigureColumn<StickinessPoint>[] = [
    { header: t('statistics.columns.date'), text: (point) => point.date },
    { header: t('statistics.columns.dau'), text: (point) => String(point.dau), numeric: true },
    { header: t('statistics.columns.mau'), text: (point) => String(point.mau), numeric: true },
    { header: t('statistics.columns.ratio'), text: (point) => `${percent(point.ratio)} %`, numeric: true },
  ];
  return (
    <StatisticsFrame
      {...frame}
      rows={(data) => (data.points.some((point) => point.mau > 0) ? data.points : [])}
      rowKey={(point) => point.date}
      columns={columns}
      chart={(data, points) => ({
        summary: t('statistics.chartSummary', {
          title,
          from: data.from,
          to: data.to,
          max: `${formatCount(Math.max(...points.map((point) => percent(point.ratio))))} %`,
          last: `${formatCount(percent(points[points.length - 1]?.ratio ?? 0))} %`,
        }),
        node: (
          <LineChart
            height={320}
            xAxis={[{ scaleType: 'point', data: points.map((point) => point.date) }]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value} %` }]}
            series={[{ data: points.map((point) => percent(point.ratio)), label: t('statistics.columns.ratio'), curve: 'linear', showMark: points.length <= 31, valueFormatter: (value) => `${value ?? 0} %` }]}
            hideLegend
          />
        ),
      })}
    />
  );
}
