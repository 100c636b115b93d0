import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import FilterList from '@mui/icons-material/FilterList';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { FilePicker } from '../ui/file-picker';
import type { ListField } from './list-field';
import { ListFilterField } from './list-filter-field';
import { isActiveFilter, type ListViewChoices } from './list-view-state';

export interface ListToolbarProps {
  fields: readonly ListField[];
  titleField: string;
  itemLabel: string;
  readOnly: boolean;
  addDisabled: boolean;
  addButtonRef: Ref<HTMLButtonElement>;
  choices: ListViewChoices;
  onChange: (change: Partial<ListViewChoices>) => void;
  onAdd: () => void;
  onExport: () => void;
  /** Imports a CSV or XLSX file as new items; no Import button without it. */
  onImport?: (file: File) => void;
  /** An import is under way: the Import button waits. */
  importing?: boolean;
  /** The save status, at the toolbar's end. */
  status?: ReactNode;
}

type Panel = 'filters' | 'columns';

/** Add, search, filters, grouping, shown columns, CSV export and CSV / XLSX import of a list table. */
export function ListToolbar({ fields, titleField, itemLabel, readOnly, choices, onChange, ...props }: ListToolbarProps) {
  const t = useSdkTranslate();
  const [open, setOpen] = useState<{ panel: Panel; anchor: HTMLElement } | null>(null);
  const filtersPanel = useRef<HTMLDivElement>(null);
  const clearFilters = () => {
    onChange({ filters: {} });
    // The button is disabled once nothing is filtered: keep the focus in the panel, so Escape still closes it.
    filtersPanel.current?.querySelector('input')?.focus();
  };
  const panelId = useId();
  const selectFields = fields.filter((field) => field.kind === 'select');
  const activeFilters = fields.filter((field) => isActiveFilter(choices.filters[field.name])).length;
  const openPanel = (panel: Panel) => (event: { currentTarget: HTMLElement }) => setOpen({ panel, anchor: event.currentTarget });
  const panelButton = (panel: Panel) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open?.panel === panel,
    'aria-controls': open?.panel === panel ? panelId : undefined,
    onClick: openPanel(panel),
  });

  return (
    <Stack direction="row" data-tour="list-toolbar" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {!readOnly && (
        <Button ref={props.addButtonRef} variant="contained" startIcon={<Add />} onClick={props.onAdd} disabled={props.addDisabled}>
          {t('list.add', { item: itemLabel })}
        </Button>
      )}
      <TextField
        size="small"
        type="search"
        label={t('list.search')}
        value={choices.search}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ minWidth: 160, flex: '1 1 160px', maxWidth: 280 }}
      />
      <Button startIcon={<FilterList />} {...panelButton('filters')}>
        {activeFilters > 0 ? t('list.filtersActive', { count: activeFilters }) : t('list.filters')}
      </Button>
      {selectFields.length > 0 && (
        <TextField
          size="small"
          select
          label={t('list.groupBy')}
          value={choices.groupBy ?? ''}
          onChange={(event) => onChange({ groupBy: event.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="">{t('list.noGrouping')}</option>
          {selectFields.map((field) => (
            <option key={field.name} value={field.name}>
              {field.label}
            </option>
          ))}
        </TextField>
      )}
      <Button startIcon={<ViewColumnOutlined />} {...panelButton('columns')}>
        {t('list.columns')}
      </Button>
      <Button startIcon={<FileDownloadOutlined />} onClick={props.onExport}>
        {t('list.exportCsv')}
      </Button>
      {!readOnly && props.onImport && (
        <FilePicker
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          variant="text"
          startIcon={<FileUploadOutlined />}
          disabled={props.importing}
          onFile={props.onImport}
        >
          {props.importing ? t('list.importing') : t('list.import')}
        </FilePicker>
      )}
      <Stack sx={{ ml: 'auto' }}>{props.status}</Stack>
      <Popover
        open={open !== null}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-label': open?.panel === 'columns' ? t('list.columns') : t('list.filters') } }}
      >
        {open?.panel === 'filters' && (
          <Stack ref={filtersPanel} spacing={2} sx={{ p: 2, width: 360, maxWidth: '90vw' }}>
            {fields.map((field) => (
              <ListFilterField
                key={field.name}
                field={field}
                filter={choices.filters[field.name]}
                onChange={(filter) => {
                  const others = Object.fromEntries(Object.entries(choices.filters).filter(([name]) => name !== field.name));
                  onChange({ filters: filter ? { ...others, [field.name]: filter } : others });
                }}
              />
            ))}
            <Button onClick={clearFilters} disabled={activeFilters === 0}>
              {t('list.clearFilters')}
            </Button>
          </Stack>
        )}
        {open?.panel === 'columns' && (
          <Stack sx={{ p: 2 }}>
            {fields.map((field) => (
              <FormControlLabel
                key={field.name}
                label={field.label}
                control={
                  <Checkbox
                    // The column naming the items always shows.
                    disabled={field.name === titleField}
                    checked={!choices.hiddenColumns.includes(field.name)}
                    onChange={(event) =>
                      onChange({
                        hiddenColumns: event.target.checked
                          ? choices.hiddenColumns.filter((name) => name !== field.name)
                          : [...choices.hiddenColumns, field.name],
                      })
                    }
                  />
                }
              />
            ))}
          </Stack>
        )}
      </Popover>
    </Stack>
  );
}
