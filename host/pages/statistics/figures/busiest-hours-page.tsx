/** Busiest hours: events per weekday and hour over the previous days, as a grid of shaded cells. */
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BusiestHourCell, BusiestHours } from '../../../../core/domain/statistics-types';
import type { FigurePageProps } from '../figure-page-props';
import type { FigureColumn } from '../figure-columns';
import { heatColour } from '../heat-colour';
import { StatisticsFrame } from '../statistics-frame';
import { useFigurePage } from '../use-figure-page';
import { untypedKeys } from '../../../../core/i18n/untyped-keys';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function BusiestHoursPage(page: FigurePageProps) {
  const { t, frame } = useFigurePage<BusiestHours>(page, 'days');
  // The weekdays are a list: i18next's key types leave out the items of an array.
  const weekday = (day: number) => untypedKeys(t)(`statistics.busiest.weekdays.${day}`);
  const columns: FigureColumn<BusiestHourCell>[] = [
    { header: t('statistics.columns.weekday'), text: (cell) => weekday(cell.weekday) },
    { header: t('statistics.columns.hour'), text: (cell) => `${cell.hour}:00` },
    { header: t('statistics.columns.events'), text: (cell) => String(cell.events), numeric: true },
  ];
  return (
    <StatisticsFrame
      {...frame}
      rows={(data) => data.cells.filter((cell) => cell.events > 0)}
      rowKey={(cell) => `${cell.weekday}-${cell.hour}`}
      columns={columns}
      chart={(data, cells) => {
        const busiest = cells.reduce((most, cell) => (cell.events > most.events ? cell : most));
        return {
          summary: t('statistics.busiest.summary', { days: data.days, weekday: weekday(busiest.weekday), hour: busiest.hour, events: busiest.events }),
          node: <HourGrid cells={cells} most={busiest.events} weekday={weekday} />,
        };
      }}
    />
  );
}

function HourGrid({ cells, most, weekday }: { cells: readonly BusiestHourCell[]; most: number; weekday(day: number): string }) {
  const { t } = useTranslation('host');
  const events = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.events]));
  return (
    // Focusable, so a keyboard user can scroll the grid sideways on a narrow screen.
    <Box tabIndex={0} role="region" aria-label={t('statistics.nav.busiestHours')} sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: '6rem repeat(24, minmax(1.4rem, 1fr))', gap: '2px', fontSize: 12, minWidth: 560 }}>
        <Box />
        {HOURS.map((hour) => (
          <Box key={hour} sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {hour}
          </Box>
        ))}
        {WEEKDAYS.map((day) => [
          <Box key={`${day}-name`}>{weekday(day)}</Box>,
          ...HOURS.map((hour) => {
            const count = events.get(`${day}-${hour}`) ?? 0;
            return (
              <Box
                key={`${day}-${hour}`}
                title={t('statistics.busiest.cell', { weekday: weekday(day), hour, events: count })}
                sx={{ ...heatColour(count / most), height: 24, borderRadius: 0.5 }}
              />
            );
          }),
        ])}
      </Box>
    </Box>
  );
}
