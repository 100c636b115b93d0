import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_CONTENT_TYPE } from '../../../core/domain/csv';
import { downloadBlob } from '../../../sdk/ui/download-blob';
import type { AsyncState } from '../../../sdk/ui/use-async';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { useHeaderTitle } from '../../shell/header-bar';
import { figureCsv, type FigureColumn } from './figure-columns';
import { FigureTable } from './figure-table';
import { RangePicker } from './range-picker';
import { StatisticsCompanyFilter } from './statistics-company-filter';
import type { StatisticsFilters } from './use-statistics-range';

/** A chart and the sentence that tells a screen reader what it shows. */
export interface FigureChart {
  summary: string;
  node: ReactNode;
}

export interface StatisticsFrameProps<T, Row> {
  title: string;
  figure: AsyncState<T> & { reload(): void };
  filters: StatisticsFilters;
  /** 'dates': any period; 'days': the last 7, 30 or 90 days only; null: no period. */
  rangeKind: 'dates' | 'days' | null;
  companyFilter: boolean;
  rows(data: T): readonly Row[];
  rowKey(row: Row, index: number): string | number;
  columns: readonly FigureColumn<Row>[];
  /** Pages that are a table have none. */
  chart?(data: T, rows: readonly Row[]): FigureChart;
  /** The CSV file's name, without the date and the extension. */
  csvName: string;
  /** More filters beside the period. */
  tools?: ReactNode;
  /** Under the table (a "Load more"). */
  footer?: ReactNode;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * What every statistics page has: the period and company filters, the chart or (on "Table") the table of the
 * same numbers (the table stays there for screen readers while the chart shows), CSV export of the rows
 * shown, and the loading, failed and empty states.
 */
export function StatisticsFrame<T, Row>(props: StatisticsFrameProps<T, Row>) {
  const { t } = useTranslation('host');
  const { title, figure, filters, columns } = props;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  useHeaderTitle(title);
  const rows = figure.status === 'ready' ? props.rows(figure.data) : [];
  const chart = figure.status === 'ready' && props.chart && rows.length > 0 ? props.chart(figure.data, rows) : null;
  const exportCsv = () => {
    const period = props.rangeKind ? `-${filters.range.from}-${filters.range.to}` : '';
    downloadBlob(new Blob([figureCsv(columns, rows)], { type: CSV_CONTENT_TYPE }), `${props.csvName}${period}.csv`);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {props.rangeKind && <RangePicker range={filters.range} onChange={filters.setRange} custom={props.rangeKind === 'dates'} />}
        {props.companyFilter && <StatisticsCompanyFilter companyId={filters.companyId} onChange={filters.setCompanyId} />}
        {props.tools}
        <Box sx={{ flexGrow: 1 }} />
        {props.chart && (
          <ToggleButtonGroup size="small" exclusive aria-label={t('statistics.view.label')} value={view} onChange={(_event, next: typeof view | null) => next && setView(next)}>
            <ToggleButton value="chart">{t('statistics.view.chart')}</ToggleButton>
            <ToggleButton value="table">{t('statistics.view.table')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <Button startIcon={<DownloadIcon />} disabled={rows.length === 0} onClick={exportCsv}>
          {t('statistics.exportCsv')}
        </Button>
      </Stack>
      {figure.status === 'loading' && <PageLoading />}
      {figure.status === 'error' && <ErrorState message={t('statistics.loadFailed')} onRetry={figure.reload} />}
      {figure.status === 'ready' && rows.length === 0 && <EmptyState title={t('common.noData')} />}
      {rows.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, position: 'relative' }}>
          {chart && view === 'chart' && (
            <Box role="img" aria-label={chart.summary}>
              {chart.node}
            </Box>
          )}
          <Box sx={chart && view === 'chart' ? visuallyHidden : undefined}>
            <FigureTable label={title} columns={columns} rows={rows} rowKey={props.rowKey} />
          </Box>
          {props.footer}
        </Paper>
      )}
    </Stack>
  );
}
