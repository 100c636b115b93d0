/**
 * The list of data catalogs or data maps a caller may see (GET /api/data_catalogs.json, /api/data_maps.json): global
 * ones and their company's, searched in name and description, filtered (all, global, local, mine) and sorted (name
 * ascending unless asked otherwise). Rows the caller may not read are left out by the answers that build on it.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DataItemListQuery } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogs, dataMaps } from '../../db/schema';
import { assertDataItemUser, visibleDataItems, type DataItemKind } from './data-item-access';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type DataItemTable = typeof dataCatalogs | typeof dataMaps;

function filterOf(table: DataItemTable, auth: AuthContext, filter: DataItemListQuery['filter']): SQL | undefined {
  if (filter === 'global') return isNull(table.company_id);
  if (filter === 'local') return isNotNull(table.company_id);
  if (filter === 'mine') return eq(table.created_by, auth.user.id);
  return undefined;
}

export async function selectDataItems<Row extends { id: number; company_id: number | null }>(
  db: Queryable,
  kind: DataItemKind<Row>,
  auth: AuthContext,
  query: DataItemListQuery,
): Promise<Row[]> {
  assertDataItemUser(auth);
  const table = kind.table as unknown as DataItemTable;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const column = table[query.sort ?? 'name'];
  const order = query.direction === 'desc' ? desc(column) : asc(column);
  return (await db
    .select()
    .from(table)
    .where(
      and(
        visibleDataItems(kind, auth),
        filterOf(table, auth, query.filter),
        pattern ? or(ilike(table.name, pattern), ilike(table.description, pattern)) : undefined,
      ),
    )
    .orderBy(order, asc(table.id))) as unknown as Row[];
}
