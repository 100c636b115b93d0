import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How a list page shows its items: cards in a grid, or rows of a list. */
export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The grid / list switch of the list pages. */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange(view: ViewMode): void }) {
  const { t } = useTranslation('host');
  return (
    <ToggleButtonGroup exclusive size="small" value={value} onChange={(_event, next: ViewMode | null) => next && onChange(next)} aria-label={t('lists.view')}>
      <ToggleButton value="grid" aria-label={t('lists.gridView')}>
        <GridViewIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('lists.listView')}>
        <ViewListIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
