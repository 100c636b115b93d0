import { useTranslation } from 'react-i18next';
import type { DataMapCategory } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NameDialog } from '../../components/name-dialog';
import { descendantCount } from '../data-items/tree-moves';
import type { MapEdits } from './use-map-edits';

/** The dialog the category tree shows, if any. */
export type CategoryDialog =
  | { kind: 'add'; parent: DataMapCategory | null }
  | { kind: 'rename'; category: DataMapCategory }
  | { kind: 'delete'; category: DataMapCategory };

/** Adding, renaming and deleting categories; a deletion says how many categories go with it. */
export function CategoryDialogs({ dialog, categories, edits, onClose }: { dialog: CategoryDialog | null; categories: readonly DataMapCategory[]; edits: MapEdits; onClose(): void }) {
  const { t } = useTranslation('host');
  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'add': {
      const parentId: Id | null = dialog.parent?.id ?? null;
      return (
        <NameDialog
          open
          title={dialog.parent ? t('dataMaps.categories.addInside', { name: dialog.parent.name }) : t('dataMaps.categories.add')}
          submitLabel={t('common.create')}
          onSubmit={async (name) => {
            await edits.createCategory({ name, parent_id: parentId });
            onClose();
          }}
          onClose={onClose}
        />
      );
    }
    case 'rename':
      return (
        <NameDialog
          open
          title={t('dataMaps.categories.renameTitle', { name: dialog.category.name })}
          submitLabel={t('common.save')}
          initialName={dialog.category.name}
          onSubmit={async (name) => {
            await edits.updateCategory(dialog.category.id, { name });
            onClose();
          }}
          onClose={onClose}
        />
      );
    case 'delete': {
      const count = descendantCount(categories, dialog.category.id);
      return (
        <ConfirmDialog
          open
          title={t('dataItems.delete.title', { name: dialog.category.name })}
          body={count === 0 ? t('dataMaps.categories.deleteAlone') : t('dataMaps.categories.deleteBody', { count })}
          confirmLabel={t('dataItems.delete.confirm')}
          onConfirm={async () => {
            await edits.deleteCategory(dialog.category.id, dialog.category.name);
            onClose();
          }}
          onClose={onClose}
        />
      );
    }
  }
}
