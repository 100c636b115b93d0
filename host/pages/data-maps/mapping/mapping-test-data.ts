/** Catalogs, details and mappings for the mapping pages' tests and bench. */
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup, DataMapDetailMapping } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import type { LoadedCatalog } from '../../../../core/domain/catalog-detail-entries';

export function aCatalog(id: Id, name: string): DataCatalog {
  return {
    id, company_id: 1, name, description: '', created_by: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    permissions: { read: true, write: true, admin: true }, group_count: 1, detail_count: 0,
  };
}

export function aGroup(id: Id, catalogId: Id, name: string): DataCatalogGroup {
  return { id, data_catalog_id: catalogId, name, description: '', position: 0 };
}

export function aDetail(id: Id, group: DataCatalogGroup, name: string, parent: DataCatalogDetail | null = null): DataCatalogDetail {
  return {
    id, data_catalog_id: group.data_catalog_id, group_id: group.id, parent_id: parent?.id ?? null, level: parent ? parent.level + 1 : 0,
    name, description: '', type: '', owner: '', classification: '', position: 0, data_map_category_ids: [],
  };
}

export function aMapping(id: Id, detailId: Id, categoryId: Id): DataMapDetailMapping {
  return { id, data_map_id: 1, data_catalog_detail_id: detailId, data_map_category_id: categoryId };
}

/**
 * `count` details in one catalog of `groups` groups, each group a tree of tables (every tenth detail) holding
 * columns: the shape of a real catalog. Names repeat words, so a search finds many.
 */
export function bigCatalog(count: number, groups = 10): LoadedCatalog {
  const catalog = aCatalog(1, 'Warehouse');
  const groupList = Array.from({ length: groups }, (_, index) => aGroup(index + 1, catalog.id, `Schema ${index + 1}`));
  const details: DataCatalogDetail[] = [];
  let table: DataCatalogDetail | null = null;
  for (let index = 0; index < count; index += 1) {
    const group = groupList[Math.floor((index * groups) / count)];
    if (index % 10 === 0 || table?.group_id !== group.id) {
      table = aDetail(index + 1, group, `table_${index / 10}`);
      details.push(table);
    } else details.push(aDetail(index + 1, group, `${['customer', 'order', 'invoice'][index % 3]}_column_${index}`, table));
  }
  return { catalog: { ...catalog, detail_count: count }, groups: groupList, details };
}
