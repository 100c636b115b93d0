import {
  Box,
  Checkbox,
  FormControl,
  IconButton,
  InputAdornment,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import SearchIcon from '@mui/icons-material/Search';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id, ProjectOrder } from '../../core/domain/api-types';
import type { Label } from '../../core/domain/workspace-types';
import { ORDERS, type ListChoices } from './project-list-state';
import { ViewModeToggle } from './view-mode-toggle';

export interface ProjectListToolbarProps {
  searchText: string;
  onSearchText(text: string): void;
  choices: ListChoices;
  onChoices(change: Partial<ListChoices>): void;
  /** Company labels; null: this list has no label filter (the team page). */
  labels: readonly Label[] | null;
  labelIds: readonly Id[];
  onLabelIds(ids: Id[]): void;
  /** Buttons at the end of the bar (New project, Import project, Labels). */
  children?: ReactNode;
}

/** Search, order and direction, label filter, grid or list. */
export function ProjectListToolbar(props: ProjectListToolbarProps) {
  const { t } = useTranslation('host');
  const { choices } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      role="toolbar"
      aria-label={t('lists.toolbar')}
      data-tour="project-list-toolbar"
    >
      <TextField
        type="search"
        label={t('lists.search')}
        value={props.searchText}
        onChange={(event) => props.onSearchText(event.target.value)}
        size="small"
        sx={{ width: { md: 220 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <OrderControls choices={choices} onChoices={props.onChoices} />
      {props.labels && <LabelFilter labels={props.labels} selected={props.labelIds} onChange={props.onLabelIds} />}
      <ViewModeToggle value={choices.view} onChange={(view) => props.onChoices({ view })} />
      <Box sx={{ flexGrow: 1 }} />
      {props.children}
    </Stack>
  );
}

function OrderControls({ choices, onChoices }: Pick<ProjectListToolbarProps, 'choices' | 'onChoices'>) {
  const { t } = useTranslation('host');
  const labelId = useId();
  const descending = choices.direction === 'desc';
  const directionLabel = descending ? t('lists.descending') : t('lists.ascending');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 150 }}>
        <InputLabel id={labelId}>{t('lists.orderBy')}</InputLabel>
        <Select
          labelId={labelId}
          label={t('lists.orderBy')}
          value={choices.order}
          onChange={(event) => onChoices({ order: event.target.value as ProjectOrder })}
        >
          {ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(`lists.order.${order}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Tooltip title={directionLabel}>
        <IconButton onClick={() => onChoices({ direction: descending ? 'asc' : 'desc' })} aria-label={directionLabel}>
          {descending ? <ArrowDownwardIcon fontSize="small" /> : <ArrowUpwardIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function LabelFilter({
  labels,
  selected,
  onChange,
}: {
  labels: readonly Label[];
  selected: readonly Id[];
  onChange(ids: Id[]): void;
}) {
  const { t } = useTranslation('host');
  const labelId = useId();
  const names = new Map(labels.map((label) => [label.id, label.name]));
  return (
    <FormControl size="small" sx={{ minWidth: 160, maxWidth: 300 }}>
      <InputLabel id={labelId}>{t('labels.filter')}</InputLabel>
      <Select<Id[]>
        labelId={labelId}
        multiple
        value={[...selected]}
        onChange={(event) => {
          const value = event.target.value;
          onChange(typeof value === 'string' ? [] : value);
        }}
        input={<OutlinedInput label={t('labels.filter')} />}
        renderValue={(ids) => ids.map((id) => names.get(id) ?? '').filter(Boolean).join(', ')}
        disabled={labels.length === 0}
      >
        {labels.map((label) => (
          <MenuItem key={label.id} value={label.id}>
            <Checkbox size="small" checked={selected.includes(label.id)} sx={{ p: 0, mr: 1 }} />
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: label.color, mr: 1 }} />
            <ListItemText primary={label.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
