import { useTranslation } from 'react-i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import { ActionsMenu } from '../../components/actions-menu';
import type { DataItemAccess } from './use-data-item-access';

export type DataItemAction = 'clone' | 'copyLocal' | 'copyGlobal' | 'permissions' | 'delete';

/** The actions one user may take on one catalog or map: copies need company write (global copies a system admin). */
export function dataItemActions(item: DataItemSummary, access: DataItemAccess): DataItemAction[] {
  const global = item.company_id === null;
  return [
    ...(access.create || (global && access.createGlobal) ? (['clone'] as const) : []),
    ...(access.create && global ? (['copyLocal'] as const) : []),
    ...(access.createGlobal && !global ? (['copyGlobal'] as const) : []),
    ...(item.permissions.admin ? (['permissions', 'delete'] as const) : []),
  ];
}

/** "More actions" on a catalog's or a map's card, row or header. */
export function DataItemActionsMenu({ item, actions, onAction }: { item: DataItemSummary; actions: readonly DataItemAction[]; onAction(action: DataItemAction): void }) {
  const { t } = useTranslation('host');
  return (
    <ActionsMenu
      label={t('dataItems.moreActions', { name: item.name })}
      actions={actions.map((action) => ({ key: action, label: t(`dataItems.actions.${action}`), run: () => onAction(action), danger: action === 'delete' }))}
      sx={{ marginInlineStart: 'auto' }}
    />
  );
}
