import { RadarChart } from '@mui/x-charts/RadarChart';
import type { SectionScoreChart } from '../model/section-score-series';

/** The radar of section scores, 0..100 on every axis; loaded only when a results page shows it. */
export default function SectionScoreRadar({ chart, height = 360 }: { chart: SectionScoreChart; height?: number }) {
  return (
    <RadarChart
      height={height}
      radar={{ max: 100, metrics: chart.sections.map((section) => section.name) }}
      series={chart.series.map((series) => ({
        id: series.id,
        label: series.label,
        data: series.percents.map((percent) => percent ?? 0),
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} %`),
        fillArea: true,
      }))}
    />
  );
}
