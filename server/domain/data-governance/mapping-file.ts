/**
 * What the mapping spreadsheets of a data map share (mapping-upload.ts, mapping-suggestions.ts): reading the rows
 * by column name (case-insensitive; a header without the needed columns refuses the file with 422), and finding the
 * detail a row names by its catalog (one the map places, by name) and its path ("Group / Parent / Detail").
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dataCatalogDetails, dataCatalogs, dataMapDataCatalogs } from '../../db/schema';
import { ImportRefused } from '../import-refused';
import { readImportTable, type ImportTableRow } from '../registry-io/import-table';
import { detailsByPath, PATH_SEPARATOR } from './catalog-delta';
import { splitPath } from './tree-upload';

export type RowProblems = Array<{ line: number; reason: string }>;
export const normalPath = (text: string) => splitPath(text).join(PATH_SEPARATOR);
export const lowerCase = (text: string) => text.trim().toLowerCase();

export interface MappingFileRow {
  line: number;
  /** The row's cell in a column (by its lower-case name), trimmed; '' when the file has no such column. */
  cell: (column: string) => string;
}

/** The file's rows; refuses it (422) when its header lacks a required column. */
export async function readMappingFile(data: Buffer, required: readonly string[]): Promise<MappingFileRow[]> {
  const table = await readImportTable(data);
  const index = new Map(table.header.map((cell, at) => [lowerCase(cell), at]));
  const missing = required.filter((column) => !index.has(column));
  if (missing.length > 0) throw new ImportRefused([{ line: 1, reason: `The first row must name the columns ${missing.map((column) => `"${column}"`).join(', ')}.` }]);
  const cellOf = (row: ImportTableRow) => (column: string) => (index.has(column) ? (row.cells[index.get(column)!] ?? '').trim() : '');
  return table.rows.map((row) => ({ line: row.line, cell: cellOf(row) }));
}

export type PlacedDetailRow = typeof dataCatalogDetails.$inferSelect;

export interface PlacedDetail {
  catalog: { id: number; name: string };
  /** The detail's path as its catalog names it. */
  path: string;
  detail: PlacedDetailRow;
}

/** Finds a detail of a catalog the map places by the catalog's name and the detail's path; or why there is none. */
export async function placedDetailFinder(db: Queryable, mapId: number): Promise<(catalogName: string, path: string) => PlacedDetail | { problem: string }> {
  const placed = await db
    .select({ id: dataCatalogs.id, name: dataCatalogs.name })
    .from(dataMapDataCatalogs)
    .innerJoin(dataCatalogs, eq(dataCatalogs.id, dataMapDataCatalogs.data_catalog_id))
    .where(eq(dataMapDataCatalogs.data_map_id, mapId));
  const catalogByName = new Map(placed.map((catalog) => [lowerCase(catalog.name), catalog]));
  const detailsOf = new Map<number, Map<string, { path: string; detail: PlacedDetailRow }>>();
  for (const catalog of placed) {
    detailsOf.set(catalog.id, new Map([...(await detailsByPath(db, catalog.id))].map(([path, detail]) => [lowerCase(path), { path, detail }])));
  }
  return (catalogName, path) => {
    const catalog = catalogByName.get(lowerCase(catalogName));
    if (!catalog) return { problem: `"${catalogName}" is not a catalog this map places.` };
    const found = detailsOf.get(catalog.id)!.get(lowerCase(normalPath(path)));
    if (!found) return { problem: `The catalog "${catalogName}" has no detail "${path}".` };
    return { catalog, ...found };
  };
}
