/**
 * Mappings from a spreadsheet (data-layer.md §7; CSV or XLSX, first row the headers, case-insensitive), for a map's
 * writers. Detail mappings: catalog (a catalog the map places, by name), path ("Group / Parent / Detail"), category
 * ("Parent / Child" in this map). Category mappings: category (in this map), mapped_map (another readable map by name;
 * empty: this map), mapped_category. The rows that name what exists are mapped, in one transaction; every other row
 * is reported with its line and why (a header without the needed columns refuses the file). A preview writes nothing.
 */
import type {
  DataMapCategoryMapping,
  DataMapCategoryMappingCreate,
  DataMapDetailMapping,
  DataMapDetailMappingCreate,
  DataMapMappingUpload,
} from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { dataMaps } from '../../db/schema';
import { PATH_SEPARATOR } from './catalog-delta';
import { namePaths } from './catalog-tree';
import { DATA_MAP_KIND, loadDataItemFor, loadDataItemPermissions, visibleDataItems } from './data-item-access';
import { categoryMappingProblems, insertCategoryMappings } from './map-category-mappings';
import { mapCategories } from './map-categories';
import { detailMappingProblems, insertDetailMappings } from './map-detail-mappings';
import { lowerCase, normalPath, placedDetailFinder, readMappingFile, type RowProblems } from './mapping-file';

async function categoryIdsByPath(db: Queryable, mapId: number): Promise<Map<string, number>> {
  return new Map([...namePaths(await mapCategories(db, mapId), PATH_SEPARATOR)].map(([path, category]) => [lowerCase(path), category.id]));
}

/** Keeps the pairs the database accepts; the rest become problems at their lines. */
function split<P>(lines: number[], pairs: P[], problems: Array<{ field: string; message: string }>): { good: P[]; bad: RowProblems } {
  const badIndex = new Map<number, string>();
  for (const problem of problems) {
    const index = Number(problem.field.split('/')[0]);
    badIndex.set(index, [badIndex.get(index), problem.message].filter(Boolean).join(' '));
  }
  return { good: pairs.filter((_, index) => !badIndex.has(index)), bad: [...badIndex].map(([index, reason]) => ({ line: lines[index], reason })) };
}

export async function uploadDetailMappings(db: Database, auth: AuthContext, mapId: number, readData: () => Promise<Buffer>, options: { preview: boolean }): Promise<DataMapMappingUpload<DataMapDetailMapping | DataMapDetailMappingCreate>> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const rows = await readMappingFile(await readData(), ['catalog', 'path', 'category']);
  const findDetail = await placedDetailFinder(db, mapId);
  const categories = await categoryIdsByPath(db, mapId);
  const errors: RowProblems = [];
  const pairs: DataMapDetailMappingCreate[] = [];
  const lines: number[] = [];
  for (const { line, cell } of rows) {
    const found = findDetail(cell('catalog'), cell('path'));
    const categoryId = categories.get(lowerCase(normalPath(cell('category'))));
    if ('problem' in found) errors.push({ line, reason: found.problem });
    else if (categoryId === undefined) errors.push({ line, reason: `This map has no category "${cell('category')}".` });
    else {
      pairs.push({ data_catalog_detail_id: found.detail.id, data_map_category_id: categoryId });
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
  for (const map of readable) if (!byName.has(lowerCase(map.name))) byName.set(lowerCase(map.name), map.id);
  return byName;
}

export async function uploadCategoryMappings(db: Database, auth: AuthContext, mapId: number, readData: () => Promise<Buffer>, options: { preview: boolean }): Promise<DataMapMappingUpload<DataMapCategoryMapping | DataMapCategoryMappingCreate>> {
  await loadDataItemFor(db, DATA_MAP_KIND, auth, mapId, 'write');
  const rows = await readMappingFile(await readData(), ['category', 'mapped_category']);
  const mapsByName = await readableMapsByName(db, auth, mapId);
  const categoriesOf = new Map<number, Map<string, number>>();
  const categoriesIn = async (id: number) => {
    if (!categoriesOf.has(id)) categoriesOf.set(id, await categoryIdsByPath(db, id));
    return categoriesOf.get(id)!;
  };
  const errors: RowProblems = [];
  const pairs: DataMapCategoryMappingCreate[] = [];
  const lines: number[] = [];
  for (const { line, cell } of rows) {
    const own = (await categoriesIn(mapId)).get(lowerCase(normalPath(cell('category'))));
    const otherMapId = cell('mapped_map') ? mapsByName.get(lowerCase(cell('mapped_map'))) : mapId;
    const mapped = otherMapId === undefined ? undefined : (await categoriesIn(otherMapId)).get(lowerCase(normalPath(cell('mapped_category'))));
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
