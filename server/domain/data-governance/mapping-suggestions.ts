/**
 * ai_map_upload.json: categories of the map suggested for the data elements of a spreadsheet (columns catalog and
 * path, description optional), for a map's writers. Each row naming a detail of a placed catalog gets up to
 * MAPPING_SUGGESTIONS_PER_DETAIL categories, best first; every other row is reported with its line and why.
 * Writes nothing: the user accepts suggestions through the detail mapping calls.
 */
import type { FastifyInstance } from 'fastify';
import { MAPPING_SUGGESTIONS_PER_DETAIL, type DataMapSuggestions } from '../../../core/domain/data-governance-types';
import { detailText } from '../../../core/domain/mapping-text';
import { bestScores } from '../../../core/domain/vector-similarity';
import type { AuthContext } from '../../auth/auth-context';
import { DATA_MAP_KIND, loadDataItemFor } from './data-item-access';
import { mappingCaller } from './map-vectorize';
import { placedDetailFinder, readMappingFile, type PlacedDetail, type RowProblems } from './mapping-file';
import { mapCategoryTexts } from './mapping-texts';
import { scoreAgainstCategories } from './suggestion-scores';

export async function suggestMappings(app: FastifyInstance, auth: AuthContext, mapId: number, readData: () => Promise<Buffer>): Promise<DataMapSuggestions> {
  await loadDataItemFor(app.db, DATA_MAP_KIND, auth, mapId, 'write');
  const rows = await readMappingFile(await readData(), ['catalog', 'path']);
  const findDetail = await placedDetailFinder(app.db, mapId);
  const errors: RowProblems = [];
  const named: Array<PlacedDetail & { line: number; text: string }> = [];
  for (const { line, cell } of rows) {
    const found = findDetail(cell('catalog'), cell('path'));
    if ('problem' in found) errors.push({ line, reason: found.problem });
    else named.push({ ...found, line, text: detailText({ path: found.path, description: cell('description') || found.detail.description, type: found.detail.type }) });
  }
  const categories = await mapCategoryTexts(app.db, mapId);
  const { way, scores } = await scoreAgainstCategories(app, mappingCaller(auth), mapId, categories, named.map((row) => row.text));
  return {
    way,
    suggestions: named.map((row, index) => ({
      line: row.line,
      data_catalog_detail_id: row.detail.id,
      data_catalog_id: row.catalog.id,
      catalog_name: row.catalog.name,
      path: row.path,
      categories: bestScores(scores[index], MAPPING_SUGGESTIONS_PER_DETAIL).map(({ index: at, score }) => ({ data_map_category_id: categories[at].id, path: categories[at].path, score })),
    })),
    errors,
  };
}
