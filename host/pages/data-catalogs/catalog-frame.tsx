import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError } from '../../components/http-error-message';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { useRouteIds } from '../../components/use-route-ids';
import { useHeaderTitle } from '../../shell/header-bar';
import { useCatalogContent, type CatalogContent } from './use-catalog-content';
import { useDataItemAccess } from '../data-items/use-data-item-access';

/**
 * What the catalog pages share: the catalog of the route loaded with its groups and details, its name as the
 * header title, and a plain account instead of the page when the user may not read catalogs or the id is wrong.
 */
export function CatalogFrame({ children }: { children(content: CatalogContent, reload: () => void): ReactNode }) {
  const { t } = useTranslation('host');
  const access = useDataItemAccess();
  const catalogId = useRouteIds().twins.dataCatalogIdInt;
  if (!access.read) return <EmptyState title={t('dataItems.noAccess.title')}>{t('dataCatalogs.noAccess.body')}</EmptyState>;
  if (catalogId === undefined) return <EmptyState title={t('dataCatalogs.notFound')} />;
  return <LoadedCatalog catalogId={catalogId}>{children}</LoadedCatalog>;
}

function LoadedCatalog({ catalogId, children }: { catalogId: number; children(content: CatalogContent, reload: () => void): ReactNode }) {
  const { t } = useTranslation('host');
  const content = useCatalogContent(catalogId);
  useHeaderTitle(content.status === 'ready' ? content.data.catalog.name : null);
  if (content.status === 'loading') return <PageLoading label={t('dataCatalogs.loading')} />;
  if (content.status === 'error') return <ErrorState message={describeHttpError(content.error, t)} onRetry={content.reload} />;
  return children(content.data, content.reload);
}
