import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalogDetail } from '../../../core/domain/data-governance-types';
import { useDndAccessibility } from '../../../sdk/ui/use-dnd-accessibility';
import { buildCatalogTree, dropMove, type DropTarget } from './catalog-tree';
import { DetailRow, detailDndId } from './detail-row';
import { DetailTreeList } from './detail-tree-list';
import { GroupHeader, groupDndId } from './group-header';
import type { ManageDialog } from './manage-dialogs';
import type { CatalogContent } from './use-catalog-content';
import type { CatalogEdits } from './use-catalog-edits';

/** The pointer's target when it is inside one; the nearest otherwise (the keyboard drag has no pointer). */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : closestCenter(args);
};

/** The management tree: each group's heading and its details, every detail draggable onto a detail or a group. */
export function CatalogTreeEditor({ content, edits, open }: { content: CatalogContent; edits: CatalogEdits; open(dialog: ManageDialog): void }) {
  const { t } = useTranslation('host');
  const { groups, details } = content;
  const [dragged, setDragged] = useState<DataCatalogDetail | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const targetOf = useCallback(
    (id: UniqueIdentifier): DropTarget | null => {
      const detail = details.find((entry) => detailDndId(entry) === id);
      if (detail) return { kind: 'detail', detail };
      const group = groups.find((entry) => groupDndId(entry) === id);
      return group ? { kind: 'group', groupId: group.id } : null;
    },
    [details, groups],
  );
  const nameOf = useCallback(
    (id: UniqueIdentifier) => {
      const target = targetOf(id);
      if (!target) return '';
      return target.kind === 'detail' ? target.detail.name : (groups.find((group) => group.id === target.groupId)?.name ?? '');
    },
    [targetOf, groups],
  );
  const accessibility = useDndAccessibility(nameOf);
  const dragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const target = over ? targetOf(over.id) : null;
    const moving = targetOf(active.id);
    if (!target || moving?.kind !== 'detail') return;
    const change = dropMove(details, moving.detail, target);
    if (change) void edits.moveDetail(moving.detail.id, change, t('dataCatalogs.manage.said.dropped', { name: moving.detail.name, target: nameOf(over!.id) }));
  };
  const trees = buildCatalogTree(groups, details);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={accessibility}
      onDragStart={({ active }) => {
        const target = targetOf(active.id);
        setDragged(target?.kind === 'detail' ? target.detail : null);
      }}
      onDragCancel={() => setDragged(null)}
      onDragEnd={dragEnd}
    >
      <Stack spacing={2}>
        {trees.map(({ group, roots }, index) => (
          <Box key={group.id} component="section" aria-labelledby={`manage-group-${group.id}`}>
            <GroupHeader group={group} index={index} count={trees.length} edits={edits} open={open} />
            {roots.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                {t('dataCatalogs.manage.groupEmpty')}
              </Typography>
            ) : (
              <Box sx={{ pt: 0.5 }}>
                <DetailTreeList
                  nodes={roots}
                  label={t('dataCatalogs.manage.detailsOf', { group: group.name })}
                  renderRow={({ detail }) => <DetailRow detail={detail} details={details} groups={groups} edits={edits} open={open} />}
                />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      <DragOverlay>
        {dragged && (
          <Paper elevation={4} sx={{ px: 1.5, py: 0.75, display: 'inline-block' }}>
            {dragged.name}
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
