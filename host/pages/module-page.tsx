import { Suspense, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PermissionService } from '../../core/services/permission-service';
import { assistantActionsOf } from '../../sdk/assistant/assistant-actions';
import type { PluginDefinition } from '../../sdk/plugin';
import { useService } from '../../sdk/services-context';
import { moduleTours } from '../../sdk/tours/module-tours';
import { usePageTours } from '../../sdk/tours/use-page-tours';
import { describeHttpError } from '../components/http-error-message';
import { lazyPluginView } from '../components/lazy-plugin-view';
import { ErrorState, PageLoading } from '../components/page-states';
import { useProjectModule } from '../components/use-project-module';
import { useRouteIds } from '../components/use-route-ids';
import type { PluginRegistry } from '../registry/plugin-registry';
import { modulePath } from '../routes/app-paths';
import { HeaderPortal, useHeaderTitle } from '../shell/header-bar';
import { ModulePresence } from '../components/presence/module-presence';
import { ModulePanels } from './module/module-panels';
import { useLandOnItem } from './module/use-land-on-item';
import { useProjectTrail } from './project/project-trail';
import { NotFoundPage } from './simple-pages';

/** A module's own page: the plugin's view, read-only when the module is locked or not writable. */
export function ModulePage({ plugin, registry }: { plugin: PluginDefinition; registry: PluginRegistry }) {
  const { t } = useTranslation('host');
  const permissions = useService(PermissionService);
  const { params, twins } = useRouteIds();
  const data = useProjectModule(twins.projectIdInt, twins.moduleIdInt);
  const loaded = data.status === 'ready' ? data.data : null;
  useHeaderTitle(loaded?.module.name);
  useProjectTrail(loaded?.project, params.projectId, loaded?.module.name);
  usePageTours(moduleTours(plugin));
  // A restore from the version history mounts the view afresh: it loads the restored content with an empty undo stack.
  const [contentVersion, setContentVersion] = useState(0);
  useLandOnItem();

  if (twins.projectIdInt === undefined || twins.moduleIdInt === undefined) return <NotFoundPage />;
  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  if (!data.data) return <NotFoundPage />;

  const { project, module } = data.data;
  if (module.type_key !== plugin.manifest.typeKey) {
    // A hand-edited or stale URL names the wrong kind; the module's own route is the right one.
    const actual = registry.byTypeKey(module.type_key);
    if (!actual) return <NotFoundPage />;
    return <Navigate replace to={modulePath(actual, params.projectId ?? project.id, params.moduleId ?? module.id)} />;
  }

  const readOnly = !permissions.canModule(project, module, 'write');
  const View = lazyPluginView(plugin, 'view');
  return (
    <Stack spacing={2}>
      <HeaderPortal>
        <ModulePresence moduleId={module.id} />
      </HeaderPortal>
      {module.locked ? (
        <Alert severity="info" role="status">
          <strong>{t('module.locked')}</strong> {t('module.lockedBody')}
        </Alert>
      ) : (
        readOnly && (
          <Alert severity="info" role="status">
            {t('module.readOnlyBody')}
          </Alert>
        )
      )}
      <ModulePanels
        key={module.id}
        project={project}
        module={module}
        segment={plugin.manifest.segment}
        onChanged={data.reload}
        onContentRestored={() => setContentVersion((n) => n + 1)}
        assistantActions={assistantActionsOf(plugin.manifest)}
      >
        <Suspense fallback={<PageLoading />}>
          <View key={contentVersion} project={project} module={module} readOnly={readOnly} />
        </Suspense>
      </ModulePanels>
    </Stack>
  );
}
