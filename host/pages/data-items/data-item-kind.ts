import type { TFunction } from 'i18next';
import type { DataItemSummary } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';

/** The three copies of a catalog or a map (data-layer.md §7): a duplicate, a global copy, a copy into the company. */
export type DataItemCopyCall = 'clone' | 'create_global_from' | 'create_local_from';

/**
 * What the shared list, card, dialogs and actions need to know of one kind of data item (catalogs, maps): its
 * calls, its page, and the key of its messages (`<messages>.list.title`, `.upload.title`, ...).
 */
export interface DataItemKind<T extends DataItemSummary = DataItemSummary> {
  messages: 'dataCatalogs' | 'dataMaps';
  itemPath(id: Id): string;
  api: {
    list: string;
    item(id: Id): string;
    copy(id: Id, call: DataItemCopyCall): string;
    upload(preview: boolean): string;
    permissions(id: Id, resource: 'user_permissions' | 'role_permissions', rowId?: Id): string;
  };
  /** Whether a system admin may create a global one directly (New offers where it lives). */
  createsGlobal: boolean;
  /** "2 groups, 5 details": what the item holds, on its card and row. */
  size(item: T, t: TFunction<'host'>): string;
}
