import { BarChart } from '@mui/x-charts/BarChart';

/** How many chose each option of a question, as horizontal bars; loaded only when results show it. */
export default function OptionBarChart({ options, countLabel }: { options: ReadonlyArray<{ label: string; count: number }>; countLabel: string }) {
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(120, options.length * 36 + 60)}
      yAxis={[{ scaleType: 'band', data: options.map((option) => option.label), width: 140 }]}
      xAxis={[{ tickMinStep: 1, min: 0 }]}
      series={[{ data: options.map((option) => option.count), label: countLabel }]}
      hideLegend
    />
  );
}
