import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { lazy, Suspense, useMemo } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { ListViewChoice, ListViewProps } from './list-views';

/** The list's own view in the switch. */
export const LIST_VIEW_ID = 'list';

export interface ListViewSwitchProps {
  views: readonly ListViewChoice[];
  value: string;
  onChange: (id: string) => void;
}

/** Chooses between the list and a plugin's other views. */
export function ListViewSwitch({ views, value, onChange }: ListViewSwitchProps) {
  const t = useSdkTranslate();
  return (
    <ToggleButtonGroup exclusive size="small" value={value} onChange={(_event, id: string | null) => id && onChange(id)} aria-label={t('list.views')}>
      <ToggleButton value={LIST_VIEW_ID}>{t('list.listView')}</ToggleButton>
      {views.map((view) => (
        <ToggleButton key={view.id} value={view.id}>
          {view.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** One of a plugin's other views, loaded the first time it is chosen. */
export function ChosenListView({ view, ...props }: ListViewProps & { view: ListViewChoice }) {
  const View = useMemo(() => lazy(view.component), [view.component]);
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
