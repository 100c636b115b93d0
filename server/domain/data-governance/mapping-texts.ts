/** The texts of a map's categories and placed details (core/domain/mapping-text.ts), and the hash a stored vector keeps of its text. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { categoryText, detailText } from '../../../core/domain/mapping-text';
import type { Queryable } from '../../db/client';
import { dataMapDataCatalogs } from '../../db/schema';
import { detailsByPath, PATH_SEPARATOR } from './catalog-delta';
import { namePaths } from './catalog-tree';
import { mapCategories } from './map-categories';

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a text describes: a category of the map or a detail of a catalog it places. */
export type MappingSubject = { kind: 'category' | 'detail'; id: number };

export interface MappingText extends MappingSubject {
  text: string;
}

export interface MapCategoryText extends MappingText {
  kind: 'category';
  /** "Parent / Child" in the map. */
  path: string;
}

/** The map's categories with their paths and texts, in tree order of their paths. */
export async function mapCategoryTexts(db: Queryable, mapId: number): Promise<MapCategoryText[]> {
  const byPath = namePaths(await mapCategories(db, mapId), PATH_SEPARATOR);
  return [...byPath].map(([path, category]) => ({ kind: 'category' as const, id: category.id, path, text: categoryText({ path, description: category.description }) }));
}

/** The details of the catalogs the map places, with their texts. */
export async function mapDetailTexts(db: Queryable, mapId: number): Promise<MappingText[]> {
  const placed = await db.select({ catalogId: dataMapDataCatalogs.data_catalog_id }).from(dataMapDataCatalogs).where(eq(dataMapDataCatalogs.data_map_id, mapId));
  const texts: MappingText[] = [];
  for (const { catalogId } of placed) {
    for (const [path, detail] of await detailsByPath(db, catalogId)) texts.push({ kind: 'detail', id: detail.id, text: detailText({ path, description: detail.description, type: detail.type }) });
  }
  return texts;
}
