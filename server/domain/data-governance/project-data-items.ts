/**
 * The data maps and data catalogs a project works with (/api/projects/{projectId}/data_maps and data_catalogs):
 * the project's readers list those they may read themselves, its writers attach one they may read and detach it.
 * Share-link visitors read the project but never data maps or catalogs, so their lists are empty.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DataCatalog, DataMap, ProjectDataCatalog, ProjectDataMap } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { dataCatalogs, dataMaps, projectDataCatalogs, projectDataMaps } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { loadProjectAccess, loadProjectFor } from '../project-access';
import { toDataCatalogs } from './catalog-answers';
import { DATA_CATALOG_KIND, DATA_MAP_KIND, loadDataItemAccess, visibleDataItems, type DataItemKind } from './data-item-access';
import { toDataMaps } from './map-answers';

/** What differs between a project's maps and its catalogs. */
interface ProjectItemDeclaration<Row extends { id: number; company_id: number | null }, Item extends { id: number }> {
  kind: DataItemKind<Row>;
  links: typeof projectDataMaps | typeof projectDataCatalogs;
  /** 'data_map_id' or 'data_catalog_id'. */
  field: 'data_map_id' | 'data_catalog_id';
  /** 'data_map' or 'data_catalog'. */
  answerField: 'data_map' | 'data_catalog';
  noun: string;
  answers(db: Queryable, auth: AuthContext, rows: Row[]): Promise<Item[]>;
}

function projectDataItems<Row extends { id: number; company_id: number | null }, Item extends { id: number }, Answer>(declared: ProjectItemDeclaration<Row, Item>) {
  const { kind, links, field, answerField } = declared;
  const itemColumn = field === 'data_map_id' ? (links as typeof projectDataMaps).data_map_id : (links as typeof projectDataCatalogs).data_catalog_id;
  const itemTable = kind.table as unknown as typeof dataMaps | typeof dataCatalogs;

  async function select(db: Queryable, auth: AuthContext, projectId: number, linkId?: number): Promise<Answer[]> {
    if (auth.kind === 'shared') return [];
    const rows = await db
      .select({ link: links, item: itemTable })
      .from(links)
      .innerJoin(itemTable, eq(itemTable.id, itemColumn))
      .where(and(eq(links.project_id, projectId), visibleDataItems(kind, auth), linkId === undefined ? undefined : eq(links.id, linkId)))
      .orderBy(asc(itemTable.name), asc(links.id));
    const items = new Map((await declared.answers(db, auth, rows.map((row) => row.item as unknown as Row))).map((item) => [item.id, item]));
    return rows
      .filter((row) => items.has(row.item.id))
      .map((row) => ({ id: row.link.id, project_id: projectId, [field]: row.item.id, [answerField]: items.get(row.item.id) }) as Answer);
  }

  return {
    async list(db: Queryable, auth: AuthContext, projectId: number): Promise<Answer[]> {
      await loadProjectAccess(db, auth, projectId);
      return select(db, auth, projectId);
    },
    async attach(db: Queryable, auth: AuthContext, projectId: number, itemId: number): Promise<Answer> {
      await loadProjectFor(db, auth, projectId, 'write');
      await loadDataItemAccess(db, kind, auth, itemId).catch(() => {
        throw unprocessable([{ field, code: 'unknownReference', message: `Choose a ${declared.noun} you may read.` }]);
      });
      const [link] = await db.insert(links).values({ project_id: projectId, [field]: itemId } as never).onConflictDoNothing().returning({ id: links.id });
      if (!link) throw unprocessable([{ field, code: 'alreadyLinked', message: `The project already works with this ${declared.noun}.` }]);
      const [answer] = await select(db, auth, projectId, link.id);
      return answer;
    },
    async detach(db: Queryable, auth: AuthContext, projectId: number, linkId: number): Promise<{ id: number }> {
      await loadProjectFor(db, auth, projectId, 'write');
      const [removed] = await db.delete(links).where(and(eq(links.id, linkId), eq(links.project_id, projectId))).returning({ id: links.id });
      if (!removed) throw notFound(`This project’s ${declared.noun}`);
      return removed;
    },
  };
}

export const projectDataMapLinks = projectDataItems<typeof dataMaps.$inferSelect, DataMap, ProjectDataMap>({
  kind: DATA_MAP_KIND,
  links: projectDataMaps,
  field: 'data_map_id',
  answerField: 'data_map',
  noun: 'data map',
  answers: toDataMaps,
});

export const projectDataCatalogLinks = projectDataItems<typeof dataCatalogs.$inferSelect, DataCatalog, ProjectDataCatalog>({
  kind: DATA_CATALOG_KIND,
  links: projectDataCatalogs,
  field: 'data_catalog_id',
  answerField: 'data_catalog',
  noun: 'data catalog',
  answers: toDataCatalogs,
});
