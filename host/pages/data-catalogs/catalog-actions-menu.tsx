import { useTranslation } from 'react-i18next';
import type { DataCatalog } from '../../../core/domain/data-governance-types';
import { ActionsMenu } from '../../components/actions-menu';
import type { DataCatalogAccess } from './use-data-catalog-access';

export type CatalogAction = 'clone' | 'copyLocal' | 'copyGlobal' | 'permissions' | 'delete';

/** The actions one user may take on one catalog: copies need company write (global copies a system admin). */
export function catalogActions(catalog: DataCatalog, access: DataCatalogAccess): CatalogAction[] {
  const global = catalog.company_id === null;
  return [
    ...(access.create || (global && access.createGlobal) ? (['clone'] as const) : []),
    ...(access.create && global ? (['copyLocal'] as const) : []),
    ...(access.createGlobal && !global ? (['copyGlobal'] as const) : []),
    ...(catalog.permissions.admin ? (['permissions', 'delete'] as const) : []),
  ];
}

/** "More actions" on a catalog's card. */
export function CatalogActionsMenu({ catalog, actions, onAction }: { catalog: DataCatalog; actions: readonly CatalogAction[]; onAction(action: CatalogAction): void }) {
  const { t } = useTranslation('host');
  return (
    <ActionsMenu
      label={t('dataCatalogs.list.moreActions', { name: catalog.name })}
      actions={actions.map((action) => ({ key: action, label: t(`dataCatalogs.actions.${action}`), run: () => onAction(action), danger: action === 'delete' }))}
      sx={{ marginInlineStart: 'auto' }}
    />
  );
}
