import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  csvDocument,
  CSV_CONTENT_TYPE,
  downloadText,
  LoadGate,
  SaveStatus,
  useEntityDocument,
  useEntityValues,
  useTranslate,
  type ModuleViewProps,
} from '../../sdk';
import type { FrameworkProblem } from './framework-csv';
import { FrameworkImport } from './framework-import';
import { CELL_MODES, FRAMEWORK_ITEM_KEY, MAPPING_CELL_KEY, MAPPING_SETTINGS_KEY, MAPPING_SOURCES } from './manifest';
import { MappingMatrix } from './mapping-matrix';
import { DEFAULT_SETTINGS, matrixRows, pairKey, type FrameworkItem, type MappingCell, type MappingSettings } from './matrix-model';
import { useAxis } from './use-axis';
import type en from './locales/en.json';

/**
 * A mapping matrix between two sets the user chooses (project registries or an imported framework), with a
 * cell per pair in the module's mode. Settings, framework items and cells are the module's entity values.
 */
export default function FrameworxView({ project, module, readOnly }: ModuleViewProps) {
  const t = useTranslate<typeof en>('frameworx');
  const settingsDocument = useEntityDocument<MappingSettings>(module, MAPPING_SETTINGS_KEY);
  const framework = useEntityValues<FrameworkItem>(module, FRAMEWORK_ITEM_KEY);
  const cells = useEntityValues<MappingCell>(module, MAPPING_CELL_KEY);
  const settings = settingsDocument.value ?? DEFAULT_SETTINGS;
  const rows = useAxis(project.id, settings.rows, framework.items);
  const columns = useAxis(project.id, settings.columns, framework.items);
  const [problems, setProblems] = useState<FrameworkProblem[]>([]);
  const [imported, setImported] = useState<{ count: number; file: string }>();

  const cellByPair = useMemo(() => new Map(cells.items.map((item) => [pairKey(item.value.row, item.value.column), item])), [cells.items]);
  const valueOf = (row: string, column: string) => cellByPair.get(pairKey(row, column))?.value.value ?? '';
  const setCell = (row: string, column: string, value: string) => {
    const existing = cellByPair.get(pairKey(row, column));
    if (!value) {
      if (existing) cells.remove(existing.key);
    } else if (existing) cells.update(existing.key, (current) => ({ ...current, value }));
    else cells.create({ row, column, value });
  };
  const changeSettings = (change: Partial<MappingSettings>) => settingsDocument.save({ ...settings, ...change });
  const importFramework = (items: FrameworkItem[], file: string) => {
    setProblems([]);
    for (const item of framework.items) framework.remove(item.key);
    for (const item of items) framework.create(item);
    changeSettings({ frameworkName: file.replace(/\.csv$/i, '').slice(0, 200) });
    setImported({ count: items.length, file });
  };
  const sourceLabel = (source: MappingSettings['rows']) =>
    source === 'framework' && settings.frameworkName ? `${t('sources.framework')}: ${settings.frameworkName}` : t(`sources.${source}`);
  const matrixLabel = t('matrix', { rows: sourceLabel(settings.rows), columns: sourceLabel(settings.columns) });
  const exportCsv = () => {
    if (!rows || !columns) return;
    const csv = matrixRows(rows, columns, valueOf, matrixLabel);
    downloadText(csvDocument(csv.header, csv.rows), `${module.name || 'mapping'}.csv`, CSV_CONTENT_TYPE);
  };
  const status = [settingsDocument.status, framework.status, cells.status].find((each) => each !== 'ready') ?? 'ready';
  const emptySource = rows?.length === 0 ? settings.rows : columns?.length === 0 ? settings.columns : undefined;

  const select = (label: string, value: string, options: readonly string[], optionLabel: (option: string) => string, onChange: (value: string) => void) => (
    <TextField select size="small" label={label} value={value} disabled={readOnly} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 180 }}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {select(t('rows'), settings.rows, MAPPING_SOURCES, (source) => sourceLabel(source as MappingSettings['rows']), (rows) => changeSettings({ rows: rows as MappingSettings['rows'] }))}
        {select(t('columns'), settings.columns, MAPPING_SOURCES, (source) => sourceLabel(source as MappingSettings['columns']), (columns) =>
          changeSettings({ columns: columns as MappingSettings['columns'] }),
        )}
        {select(t('mode'), settings.mode, CELL_MODES, (mode) => t(`modes.${mode as MappingSettings['mode']}`), (mode) => changeSettings({ mode: mode as MappingSettings['mode'] }))}
        {!readOnly && <FrameworkImport onImported={importFramework} onProblems={setProblems} />}
        <Button onClick={exportCsv} disabled={!rows || !columns}>
          {t('exportCsv')}
        </Button>
        {!readOnly && <SaveStatus queue={cells.saveStatus} />}
      </Stack>
      {imported && (
        <Alert severity="success" onClose={() => setImported(undefined)}>
          {t('imported', { count: imported.count, file: imported.file })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert severity="error" onClose={() => setProblems([])}>
          {t('importFailed')}
          <ul>
            {problems.slice(0, 10).map((problem) => (
              <li key={`${problem.line}-${problem.reason}`}>{t(`problems.${problem.reason}`, { line: problem.line })}</li>
            ))}
          </ul>
        </Alert>
      )}
      <LoadGate status={status} onRetry={() => void Promise.all([settingsDocument.reload(), framework.reload(), cells.reload()])}>
        {emptySource ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {emptySource === 'framework' ? t('emptyFramework') : t('emptyAxis', { source: sourceLabel(emptySource) })}
          </Typography>
        ) : (
          rows &&
          columns && (
            <MappingMatrix
              label={matrixLabel}
              corner={`${sourceLabel(settings.rows)} \\ ${sourceLabel(settings.columns)}`}
              rows={rows}
              columns={columns}
              mode={settings.mode}
              readOnly={readOnly}
              valueOf={valueOf}
              onChange={setCell}
            />
          )
        )}
      </LoadGate>
    </Stack>
  );
}
