import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import {
  BoardModuleView,
  BoardTableView,
  useEntityValues,
  useTranslate,
  type BoardColumn,
  type BoardColumnValue,
  type EntityItem,
  type ListValue,
  type ModuleViewProps,
} from '../../sdk';
import manifest from './manifest';
import { IterationSummary } from './iteration-summary';

/** The three views, in the spec's order (data-layer.md §4); the module opens on the first. */
const VIEWS = ['categories', 'userStories', 'iterations'] as const;
type View = (typeof VIEWS)[number];

const board = manifest.board!;
const [categorySet, iterationSet] = board.columnSets;
const TAB_LABELS: Record<View, string> = {
  categories: `columns.${categorySet.cardField}.items`,
  userStories: 'views.userStories',
  iterations: `columns.${iterationSet.cardField}.items`,
};

/** Change management stories: one set of stories shown by category, as a table, and by iteration. */
export default function ChangeManagementView(props: ModuleViewProps) {
  const t = useTranslate(manifest.segment);
  const [view, setView] = useState<View>(VIEWS[0]);
  const cards = useEntityValues<ListValue>(props.module, board.cardKey);
  const categories = useEntityValues<BoardColumnValue>(props.module, categorySet.itemKey);
  const iterations = useEntityValues<BoardColumnValue>(props.module, iterationSet.itemKey);
  const columnSets = useMemo(
    () => [
      { set: categorySet, columns: categories },
      { set: iterationSet, columns: iterations },
    ],
    [categories, iterations],
  );
  const iterationSummary = useCallback(
    (column: BoardColumn, stories: readonly EntityItem<ListValue>[]) =>
      column.value && <IterationSummary startDate={column.value.startDate} endDate={column.value.endDate} stories={stories} />,
    [],
  );
  const common = { ...props, segment: manifest.segment, board, cards };
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Tabs value={view} onChange={(_, next: View) => setView(next)} variant="scrollable" aria-label={t('views.label')} sx={{ px: 2 }}>
        {VIEWS.map((id) => (
          <Tab key={id} value={id} label={t(TAB_LABELS[id])} />
        ))}
      </Tabs>
      {view === 'categories' && <BoardModuleView {...common} columnSet={categorySet} columns={categories} />}
      {view === 'userStories' && <BoardTableView {...common} columnSets={columnSets} />}
      {view === 'iterations' && (
        <BoardModuleView {...common} columnSet={iterationSet} columns={iterations} columnSummary={iterationSummary} />
      )}
    </Stack>
  );
}
