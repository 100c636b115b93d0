import { useTranslation } from 'react-i18next';
import type {
  DataCatalogDetailCreate,
  DataCatalogDetailUpdate,
  DataCatalogGroupCreate,
  DataCatalogGroupUpdate,
} from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { useAnnouncedEdits } from '../data-items/use-announced-edits';
import { dataCatalogApi } from './data-catalog-paths';

/** The management page's changes to one catalog, each one call followed by a reload, announced (useAnnouncedEdits). */
export function useCatalogEdits(catalogId: Id, reload: () => void) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const groups = (id?: Id) => dataCatalogApi.child(catalogId, 'data_catalog_groups', id);
  const details = (id?: Id) => dataCatalogApi.child(catalogId, 'data_catalog_details', id);

  const { saved, change, ...announced } = useAnnouncedEdits(reload);

  return {
    ...announced,
    moveDetail: (detailId: Id, move: DataCatalogDetailUpdate, message: string) => change(http.put(details(detailId), move), message),
    moveGroup: (groupId: Id, position: number, message: string) => change(http.put(groups(groupId), { position } satisfies DataCatalogGroupUpdate), message),
    createGroup: async (body: DataCatalogGroupCreate) => saved(t('dataCatalogs.manage.said.groupAdded', { name: (await http.post<{ name: string }>(groups(), body)).name })),
    updateGroup: async (groupId: Id, body: DataCatalogGroupUpdate) => saved(t('dataCatalogs.manage.said.saved', { name: (await http.put<{ name: string }>(groups(groupId), body)).name })),
    deleteGroup: async (groupId: Id, name: string) => {
      await http.delete(groups(groupId));
      saved(t('dataCatalogs.manage.said.deleted', { name }));
    },
    createDetail: async (body: DataCatalogDetailCreate) => saved(t('dataCatalogs.manage.said.detailAdded', { name: (await http.post<{ name: string }>(details(), body)).name })),
    updateDetail: async (detailId: Id, body: DataCatalogDetailUpdate) => saved(t('dataCatalogs.manage.said.saved', { name: (await http.put<{ name: string }>(details(detailId), body)).name })),
    deleteDetail: async (detailId: Id, name: string) => {
      await http.delete(details(detailId));
      saved(t('dataCatalogs.manage.said.deleted', { name }));
    },
  };
}

export type CatalogEdits = ReturnType<typeof useCatalogEdits>;
