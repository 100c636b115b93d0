import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ShellState, type Crumb } from '../../../core/services/shell-state';
import { useService } from '../../../sdk/services-context';
import { projectPath } from '../../routes/app-paths';
import { useBreadcrumbs } from '../../shell/page-breadcrumbs';
import { PROJECT_LISTS } from '../project-lists';

/** A list of projects remembers itself (null: not a list of projects) as the way back from a project. */
export function useRememberProjectList(title: string | null): void {
  const shell = useService(ShellState);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) shell.setLastProjectList({ path: pathname, title });
  }, [shell, pathname, title]);
}

/**
 * The header's trail on a project's pages: the project list the user came from (the first home list when
 * the project was opened directly), the project, and the module when one is open. Null while loading.
 */
export function useProjectTrail(
  project: { id: number; name: string } | null | undefined,
  projectRouteId: string | undefined,
  moduleName?: string,
): void {
  const { t } = useTranslation('host');
  const shell = useService(ShellState);
  const list = shell.lastProjectList ?? { path: PROJECT_LISTS[0].path, title: t(PROJECT_LISTS[0].titleKey) };
  const trail: Crumb[] | null = project
    ? [
        { label: list.title, to: list.path },
        { label: project.name, to: projectPath(projectRouteId ?? project.id) },
        ...(moduleName ? [{ label: moduleName }] : []),
      ]
    : null;
  useBreadcrumbs(trail);
}
