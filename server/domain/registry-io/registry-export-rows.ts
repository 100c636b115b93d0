/** A registry's items as a table: its declared text columns, then its roles / categories joined in one cell. */
import type { EntityMap } from '../../../core/domain/api-types';
import { groupsHeader } from './header-map';
import type { NamedRow } from './import-plan';
import { GROUP_NAMES_SEPARATOR, type RegistryIoDeclaration } from './registry-io-declarations';

/** A registry row as the API answers it; only the declared columns and the group ids are read. */
export type RegistryItemRow = Record<string, unknown> & { name: string };

export function registryExportRows(
  declaration: RegistryIoDeclaration,
  entityMap: EntityMap,
  items: readonly RegistryItemRow[],
  groups: readonly NamedRow[],
): { header: string[]; rows: string[][] } {
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const header = [...declaration.columns.map((column) => column.header), groupsHeader(declaration, entityMap)];
  const rows = items.map((item) => {
    const ids = (item[declaration.groupIdsProperty] as readonly number[] | undefined) ?? [];
    const names = ids.flatMap((id) => groupNames.get(id) ?? []);
    return [...declaration.columns.map((column) => String(item[column.name] ?? '')), names.join(GROUP_NAMES_SEPARATOR)];
  });
  return { header, rows };
}
