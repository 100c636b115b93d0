import Add from '@mui/icons-material/Add';
import { useDroppable } from '@dnd-kit/core';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataCatalogGroup } from '../../../core/domain/data-governance-types';
import { ActionsMenu } from '../../components/actions-menu';
import type { ManageDialog } from './manage-dialogs';
import type { CatalogEdits } from './use-catalog-edits';

export const groupDndId = (group: DataCatalogGroup) => `group:${group.id}`;

/** A group's heading in the management tree: a drop target (the end of the group) with the group's own actions. */
export function GroupHeader({ group, index, count, edits, open }: { group: DataCatalogGroup; index: number; count: number; edits: CatalogEdits; open(dialog: ManageDialog): void }) {
  const { t } = useTranslation('host');
  const droppable = useDroppable({ id: groupDndId(group) });
  const name = group.name;
  return (
    <Box
      ref={droppable.setNodeRef}
      data-testid={`group-header-${group.id}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: droppable.isOver ? 'action.selected' : 'action.hover',
      }}
    >
      <Typography id={`manage-group-${group.id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Button size="small" startIcon={<Add />} onClick={() => open({ kind: 'addDetail', groupId: group.id, parentId: null })} aria-label={t('dataCatalogs.manage.addDetailTo', { group: name })}>
        {t('dataCatalogs.manage.addDetail')}
      </Button>
      <ActionsMenu
        label={t('dataCatalogs.manage.groupActions', { name })}
        actions={[
          { key: 'rename', label: t('dataCatalogs.manage.rename'), run: () => open({ kind: 'renameGroup', group }) },
          { key: 'up', label: t('dataCatalogs.manage.move.up'), disabled: index === 0, run: () => void edits.moveGroup(group.id, index - 1, t('dataCatalogs.manage.said.up', { name })) },
          { key: 'down', label: t('dataCatalogs.manage.move.down'), disabled: index === count - 1, run: () => void edits.moveGroup(group.id, index + 1, t('dataCatalogs.manage.said.down', { name })) },
          { key: 'delete', label: t('dataCatalogs.manage.delete'), danger: true, run: () => open({ kind: 'deleteGroup', group }) },
        ]}
      />
    </Box>
  );
}
