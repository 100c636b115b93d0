import { useTranslation } from 'react-i18next';
import type { DataCatalogDetail, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NameDialog } from '../../components/name-dialog';
import { descendantCount } from '../data-items/tree-moves';
import { DetailDialog } from './detail-dialog';
import type { CatalogEdits } from './use-catalog-edits';

/** The dialog the management page shows, if any. */
export type ManageDialog =
  | { kind: 'addGroup' }
  | { kind: 'renameGroup'; group: DataCatalogGroup }
  | { kind: 'deleteGroup'; group: DataCatalogGroup }
  | { kind: 'addDetail'; groupId: Id; parentId: Id | null }
  | { kind: 'editDetail'; detail: DataCatalogDetail }
  | { kind: 'deleteDetail'; detail: DataCatalogDetail };

/** Adding, renaming and deleting groups and details; deletions say how much goes with them. */
export function ManageDialogs({ dialog, details, edits, onClose }: { dialog: ManageDialog | null; details: readonly DataCatalogDetail[]; edits: CatalogEdits; onClose(): void }) {
  const { t } = useTranslation('host');
  const done = () => onClose();
  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'addGroup':
      return <NameDialog open title={t('dataCatalogs.manage.addGroup')} submitLabel={t('common.create')} onSubmit={async (name) => { await edits.createGroup({ name }); done(); }} onClose={onClose} />;
    case 'renameGroup':
      return (
        <NameDialog
          open
          title={t('dataCatalogs.manage.renameGroup', { name: dialog.group.name })}
          submitLabel={t('common.save')}
          initialName={dialog.group.name}
          onSubmit={async (name) => { await edits.updateGroup(dialog.group.id, { name }); done(); }}
          onClose={onClose}
        />
      );
    case 'deleteGroup': {
      const count = details.filter((detail) => detail.group_id === dialog.group.id).length;
      return (
        <ConfirmDialog
          open
          title={t('dataCatalogs.manage.deleteGroupTitle', { name: dialog.group.name })}
          body={count === 0 ? t('dataCatalogs.manage.deleteAlone') : t('dataCatalogs.manage.deleteGroupBody', { count })}
          confirmLabel={t('dataItems.delete.confirm')}
          onConfirm={async () => { await edits.deleteGroup(dialog.group.id, dialog.group.name); done(); }}
          onClose={onClose}
        />
      );
    }
    case 'addDetail':
      return (
        <DetailDialog
          title={t('dataCatalogs.manage.addDetail')}
          onSubmit={async (values) => { await edits.createDetail({ ...values, group_id: dialog.groupId, parent_id: dialog.parentId }); done(); }}
          onClose={onClose}
        />
      );
    case 'editDetail':
      return (
        <DetailDialog
          title={t('dataCatalogs.manage.editDetail', { name: dialog.detail.name })}
          detail={dialog.detail}
          onSubmit={async (values) => { await edits.updateDetail(dialog.detail.id, values); done(); }}
          onClose={onClose}
        />
      );
    case 'deleteDetail': {
      const count = descendantCount(details, dialog.detail.id);
      return (
        <ConfirmDialog
          open
          title={t('dataCatalogs.manage.deleteDetailTitle', { name: dialog.detail.name })}
          body={count === 0 ? t('dataCatalogs.manage.deleteAlone') : t('dataCatalogs.manage.deleteDetailBody', { count })}
          confirmLabel={t('dataItems.delete.confirm')}
          onConfirm={async () => { await edits.deleteDetail(dialog.detail.id, dialog.detail.name); done(); }}
          onClose={onClose}
        />
      );
    }
  }
}
