import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataCatalogDetail, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import { DragHandle } from '../../../sdk/ui/drag-handle';
import { ActionsMenu, type MenuAction } from '../../components/actions-menu';
import { keyboardMove, type KeyboardMove } from '../data-items/tree-moves';
import type { ManageDialog } from './manage-dialogs';
import type { CatalogEdits } from './use-catalog-edits';

export const detailDndId = (detail: DataCatalogDetail) => `detail:${detail.id}`;

const KEYBOARD_MOVES: readonly KeyboardMove[] = ['up', 'down', 'into', 'out'];

interface DetailRowProps {
  detail: DataCatalogDetail;
  details: readonly DataCatalogDetail[];
  groups: readonly DataCatalogGroup[];
  edits: CatalogEdits;
  open(dialog: ManageDialog): void;
}

/**
 * One detail in the management tree: its grip drags it (dropped on another detail it takes that place; on a
 * group, the end of that group), and its menu does every move by keyboard too, besides add, edit and delete.
 */
export function DetailRow({ detail, details, groups, edits, open }: DetailRowProps) {
  const { t } = useTranslation('host');
  const id = detailDndId(detail);
  const draggable = useDraggable({ id });
  const droppable = useDroppable({ id });
  const name = detail.name;
  const moves: MenuAction[] = KEYBOARD_MOVES.map((move) => {
    const change = keyboardMove(details, detail, move);
    return {
      key: move,
      label: t(`dataCatalogs.manage.move.${move}`),
      disabled: change === null,
      run: () => change && void edits.moveDetail(detail.id, change, t(`dataCatalogs.manage.said.${move}`, { name })),
    };
  });
  const toGroups: MenuAction[] = groups
    .filter((group) => group.id !== detail.group_id)
    .map((group) => ({
      key: `group-${group.id}`,
      label: t('dataCatalogs.manage.move.toGroup', { group: group.name }),
      run: () => void edits.moveDetail(detail.id, { group_id: group.id, parent_id: null }, t('dataCatalogs.manage.said.toGroup', { name, group: group.name })),
    }));
  return (
    <Box
      ref={droppable.setNodeRef}
      data-testid={`detail-row-${detail.id}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        py: 0.25,
        px: 0.5,
        borderRadius: 1,
        minWidth: 0,
        opacity: draggable.isDragging ? 0.5 : 1,
        outline: droppable.isOver && !draggable.isDragging ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'solid',
      }}
    >
      <span ref={draggable.setNodeRef}>
        <DragHandle label={t('dataCatalogs.manage.dragDetail', { name })} draggable={draggable} />
      </span>
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
        {detail.type && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${detail.type}`}
          </Typography>
        )}
      </Typography>
      <ActionsMenu
        label={t('dataCatalogs.manage.detailActions', { name })}
        actions={[
          { key: 'edit', label: t('dataCatalogs.manage.edit'), run: () => open({ kind: 'editDetail', detail }) },
          { key: 'addChild', label: t('dataCatalogs.manage.addChild'), run: () => open({ kind: 'addDetail', groupId: detail.group_id, parentId: detail.id }) },
          ...moves,
          ...toGroups,
          { key: 'delete', label: t('dataCatalogs.manage.delete'), danger: true, run: () => open({ kind: 'deleteDetail', detail }) },
        ]}
      />
    </Box>
  );
}
