/**
 * Mappings from a spreadsheet (data-layer.md §7; CSV or XLSX, first row the headers, case-insensitive), for a map's
 * writers. Detail mappings: catalog (a catalog the map places, by name), path ("Group / Parent / Detail"), category
 * ("Parent / Child" in this map). Category mappings: category (in this map), mapped_map (another readable map by name;
 * empty: this map), mapped_category. The rows that name what exists are mapped, in one transaction; every other row
 * is reported with its line and why (a header without the needed columns refuses the file). A preview writes nothing.
 */
import { eq } from 'drizzle-orm';
import type {
  DataMapCategoryMapping,
  DataMapCategoryMappingCreate,
  DataMapDetailMapping,
  DataMapDetailMappingCreate,
  DataMapMappingUpload,
} from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataCatalogs, dataMapDataCatalogs, dataMaps } from '../../db/schema';
import { ImportRefused } from '../import-refused';
import { readImportTable, type ImportTableRow } from '../registry-io/import-table';
import { detailsByPath, PATH_SEPARATOR } from './catalog-delta';
import { namePaths } from './catalog-tree';
import { DATA_MAP_KIND, loadDataItemFor, loadDataItemPermissions, visibleDataItems } from './data-item-access';
import { categoryMappingProblems, insertCategoryMappings } from './map-category-mappings';
import { mapCategories } from './map-categories';
import { detailMappingProblems, insertDetailMappings } from './map-detail-mappings';
import { splitPath } from './tree-upload';

type Problems = Array<{ line: number; reason: string }>;
const normalPath = (text: string) => splitPath(text).join(PATH_SEPARATOR);
const lower = (text: string) => text.trim().toLowerCase();

/** The file's rows as cells by (lower-case) column; 'missing' names a required column the header lacks. */
async function readColumns(data: Buffer, required: readonly string[]): Promise<{ rows: Array<{ line: number; cell: (column: string) => string }>; missing: string[] }> {
  const table = await readImportTable(data);
  const index = new Map(table.header.map((cell, at) => [lower(cell), at]));
  const cellOf = (row: ImportTableRow) => (column: string) => (index.has(column) ? (row.cells[index.get(column)!] ?? '').trim() : '');
  return { rows: table.rows.map((row) => ({ line: row.line, cell: cellOf(row) })), missing: required.filter((column) => !index.has(column)) };
}

const missingColumns = (missing: string[]): Problems => [{ line: 1, reason: `The first row must name the columns ${missing.map((column) => `"${column}"`).join(', ')}.` }];

async function categoryIdsByPath(db: Queryable, mapId: number): Promise<Map<string, number>> {
  return new Map([...namePaths(await mapCategories(db, mapId), PATH_SEPARATOR)].map(([path, category]) => [lower(path), category.id]));
}

/** Keeps the pairs the database accepts; the rest become problems at their lines. */
function split<P>(lines: number[], pairs: P[], problems: Array<{ field: string; message: string }>): { good: P[]; bad: Problems } {
  const badIndex = new Map<number, string>();
  for (const problem of problems) {
    const index = Number(problem.field.split('/')[0]);
    badIndex.set(index, [badIndex.get(index), problem.message].filter(Boolean).join(' '));
  }
  return { good: pairs.filter((_, index) => !badIndex.has(index)), bad: [...badIndex].map(([index, reason]) => ({ line: lines[index], reason })) };
}

export async function uploadDetailMappings(db: Database, auth: AuthContext, mapId: number, readData: () => Promise<Buffer>, options: { preview: boolean }): Promise<DataMapMappingUpload<DataMapDetailMapping | DataMapDetailMappingCreate>> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const { rows, missing } = await readColumns(await readData(), ['catalog', 'path', 'category']);
  if (missing.length > 0) throw new ImportRefused(missingColumns(missing));
  const placed = await db
    .select({ id: dataCatalogs.id, name: dataCatalogs.name })
    .from(dataMapDataCatalogs)
    .innerJoin(dataCatalogs, eq(dataCatalogs.id, dataMapDataCatalogs.data_catalog_id))
    .where(eq(dataMapDataCatalogs.data_map_id, mapId));
  const catalogByName = new Map(placed.map((catalog) => [lower(catalog.name), catalog.id]));
  const detailPaths = new Map<number, Map<string, number>>();
  for (const catalog of placed) detailPaths.set(catalog.id, new Map([...(await detailsByPath(db, catalog.id))].map(([path, detail]) => [lower(path), detail.id])));
  const categories = await categoryIdsByPath(db, mapId);
  const errors: Problems = [];
  const pairs: DataMapDetailMappingCreate[] = [];
  const lines: number[] = [];
  for (const { line, cell } of rows) {
    const catalogId = catalogByName.get(lower(cell('catalog')));
    const detailId = catalogId === undefined ? undefined : detailPaths.get(catalogId)!.get(lower(normalPath(cell('path'))));
    const categoryId = categories.get(lower(normalPath(cell('category'))));
    if (catalogId === undefined) errors.push({ line, reason: `"${cell('catalog')}" is not a catalog this map places.` });
    else if (detailId === undefined) errors.push({ line, reason: `The catalog "${cell('catalog')}" has no detail "${cell('path')}".` });
    else if (categoryId === undefined) errors.push({ line, reason: `This map has no category "${cell('category')}".` });
    else {
      pairs.push({ data_catalog_detail_id: detailId, data_map_category_id: categoryId });
      lines.push(line);
    }
  }
  const { good, bad } = split(lines, pairs, await detailMappingProblems(db, mapId, pairs, (index) => `${index}/`));
  const allErrors = [...errors, ...bad].sort((a, b) => a.line - b.line);
  if (options.preview) return { mappings: good, errors: allErrors };
  return { mappings: await db.transaction((tx) => insertDetailMappings(tx, mapId, good)), errors: allErrors };
}

/** The readable maps by name (this map first when names clash). */
async function readableMapsByName(db: Queryable, auth: AuthContext, mapId: number): Promise<Map<string, number>> {
  const maps = await db.select().from(dataMaps).where(visibleDataItems(DATA_MAP_KIND, auth));
  const flags = await loadDataItemPermissions(db, DATA_MAP_KIND, auth, maps);
  const readable = maps.filter((map) => flags.get(map.id)?.read).sort((a, b) => Number(b.id === mapId) - Number(a.id === mapId));
  const byName = new Map<string, number>();
  for (const map of readable) if (!byName.has(lower(map.name))) byName.set(lower(map.name), map.id);
  return byName;
}

export async function uploadCategoryMappings(db: Database, auth: AuthContext, mapId: number, readData: () => Promise<Buffer>, options: { preview: boolean }): Promise<DataMapMappingUpload<DataMapCategoryMapping | DataMapCategoryMappingCreate>> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const { rows, missing } = await readColumns(await readData(), ['category', 'mapped_category']);
  if (missing.length > 0) throw new ImportRefused(missingColumns(missing));
  const mapsByName = await readableMapsByName(db, auth, mapId);
  const categoriesOf = new Map<number, Map<string, number>>();
  const categoriesIn = async (id: number) => {
    if (!categoriesOf.has(id)) categoriesOf.set(id, await categoryIdsByPath(db, id));
    return categoriesOf.get(id)!;
  };
  const errors: Problems = [];
  const pairs: DataMapCategoryMappingCreate[] = [];
  const lines: number[] = [];
  for (const { line, cell } of rows) {
    const own = (await categoriesIn(mapId)).get(lower(normalPath(cell('category'))));
    const otherMapId = cell('mapped_map') ? mapsByName.get(lower(cell('mapped_map'))) : mapId;
    const mapped = otherMapId === undefined ? undefined : (await categoriesIn(otherMapId)).get(lower(normalPath(cell('mapped_category'))));
    if (own === undefined) errors.push({ line, reason: `This map has no category "${cell('category')}".` });
    else if (otherMapId === undefined) errors.push({ line, reason: `"${cell('mapped_map')}" is not a data map you may read.` });
    else if (mapped === undefined) errors.push({ line, reason: `The map has no category "${cell('mapped_category')}".` });
    else {
      pairs.push({ data_map_category_id: own, mapped_category_id: mapped });
      lines.push(line);
    }
  }
  const { good, bad } = split(lines, pairs, await categoryMappingProblems(db, auth, mapId, pairs, (index) => `${index}/`));
  const allErrors = [...errors, ...bad].sort((a, b) => a.line - b.line);
  if (options.preview) return { mappings: good, errors: allErrors };
  return { mappings: await db.transaction((tx) => insertCategoryMappings(tx, mapId, good)), errors: allErrors };
}
