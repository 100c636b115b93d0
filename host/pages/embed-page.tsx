import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isNumericId } from '../../core/domain/access-id';
import type { PluginDefinition } from '../../sdk/plugin';
import { describeHttpError } from '../components/http-error-message';
import { lazyPluginView } from '../components/lazy-plugin-view';
import { ErrorState, PageLoading } from '../components/page-states';
import { useProjectModule } from '../components/use-project-module';
import { useRouteIds } from '../components/use-route-ids';
import { useHeaderTitle } from '../shell/header-bar';
import { EmbedNotFoundPage } from './simple-pages';

/**
 * An embedded module, always read-only. Embeds are opened through share links, so a plain numeric
 * project id is refused (screens-and-editor.md §5) and the API is called with the numeric twins while
 * the session-token header (set by the guard) carries the access ids.
 */
export function EmbedPage({ plugin }: { plugin: PluginDefinition }) {
  const { t } = useTranslation('host');
  const { params, twins } = useRouteIds();
  const allowed = params.projectId !== undefined && !isNumericId(params.projectId);
  const data = useProjectModule(allowed ? twins.projectIdInt : undefined, twins.moduleIdInt);
  useHeaderTitle(data.status === 'ready' ? data.data?.module.name : null);

  if (!allowed || twins.projectIdInt === undefined || twins.moduleIdInt === undefined) return <EmbedNotFoundPage />;
  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  if (!data.data || data.data.module.type_key !== plugin.manifest.typeKey) return <EmbedNotFoundPage />;

  const View = lazyPluginView(plugin, 'embed');
  return (
    <Suspense fallback={<PageLoading />}>
      <View project={data.data.project} module={data.data.module} readOnly />
    </Suspense>
  );
}
