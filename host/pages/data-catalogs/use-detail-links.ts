import type { DataCatalogDetailLink, DataCatalogLineage, LineageNode } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAsync } from '../../../sdk/ui/use-async';
import { dataCatalogApi } from './data-catalog-paths';

/** A link of the detail with where it goes: the linked detail's lineage node (names null when unreadable). */
export interface ShownLink {
  link: DataCatalogDetailLink;
  target: LineageNode | undefined;
}

/**
 * The detail's links, each with the linked detail's name and catalog: the links answer ids only, and the lineage
 * one step downstream names exactly the linked details, so two calls name them all.
 */
export function useDetailLinks(catalogId: Id, detailId: Id) {
  const http = useService(HttpClient);
  return useAsync(async (signal): Promise<ShownLink[]> => {
    const [links, lineage] = await Promise.all([
      http.get<DataCatalogDetailLink[]>(dataCatalogApi.links(catalogId, detailId), { signal }),
      http.get<DataCatalogLineage>(dataCatalogApi.lineage(catalogId, detailId, 1, 'downstream'), { signal }),
    ]);
    const nodes = new Map(lineage.nodes.map((node) => [node.detail_id, node]));
    return links.map((link) => ({ link, target: nodes.get(link.linked_detail_id) }));
  }, [http, catalogId, detailId]);
}
