import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap, DataMapCategory } from '../../../core/domain/data-governance-types';
import { ActionsMenu, type MenuAction } from '../../components/actions-menu';
import { keyboardMove, type KeyboardMove } from '../data-items/tree-moves';
import { CategoryDialogs, type CategoryDialog } from './category-dialogs';
import { buildCategoryTree, type CategoryNode } from './category-tree';
import { OverviewSection } from './overview-section';
import type { MapEdits } from './use-map-edits';

const MOVES: readonly KeyboardMove[] = ['up', 'down', 'into', 'out'];

/**
 * The map's categories as a nested list. Writers add categories (at the top or inside one), rename, move (up,
 * down, into the category above, out of its parent) and delete them from each category's menu.
 */
export function CategoryTreePanel({ map, categories, edits }: { map: DataMap; categories: readonly DataMapCategory[]; edits: MapEdits }) {
  const { t } = useTranslation('host');
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const writer = map.permissions.write;

  const actionsOf = (category: DataMapCategory): MenuAction[] => [
    { key: 'add', label: t('dataMaps.categories.addChild'), run: () => setDialog({ kind: 'add', parent: category }) },
    { key: 'rename', label: t('dataMaps.categories.rename'), run: () => setDialog({ kind: 'rename', category }) },
    ...MOVES.map((move) => {
      const place = keyboardMove(categories, category, move);
      return {
        key: move,
        label: t(`dataMaps.categories.move.${move}`),
        disabled: place === null,
        run: () => place && void edits.moveCategory(category.id, place, t(`dataMaps.categories.said.${move}`, { name: category.name })),
      };
    }),
    { key: 'delete', label: t('dataItems.actions.delete'), danger: true, run: () => setDialog({ kind: 'delete', category }) },
  ];

  const list = (nodes: readonly CategoryNode[], label?: string) =>
    nodes.length > 0 && (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, '& ul': { paddingInlineStart: 2.5 } }}>
        {nodes.map(({ category, children }) => (
          <li key={category.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 36 }}>
              <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', flexShrink: 0, bgcolor: category.color || 'divider' }} />
              <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere', minWidth: 0 }}>{category.name}</Typography>
              {writer && <ActionsMenu label={t('dataMaps.categories.actions', { name: category.name })} actions={actionsOf(category)} />}
            </Stack>
            {list(children)}
          </li>
        ))}
      </Box>
    );

  const tree = buildCategoryTree(categories);
  return (
    <OverviewSection
      title={t('dataMaps.categories.title')}
      action={
        writer && (
          <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ kind: 'add', parent: null })}>
            {t('dataMaps.categories.add')}
          </Button>
        )
      }
    >
      {tree.length === 0 ? (
        <Typography color="text.secondary">{writer ? t('dataMaps.categories.emptyWrite') : t('dataMaps.categories.emptyRead')}</Typography>
      ) : (
        list(tree, t('dataMaps.categories.title'))
      )}
      <CategoryDialogs dialog={dialog} categories={categories} edits={edits} onClose={() => setDialog(null)} />
    </OverviewSection>
  );
}
