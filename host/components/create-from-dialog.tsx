import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project, ProjectUpdate } from '../../core/domain/api-types';
import type { ProjectCopyRequest } from '../../core/domain/workspace-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import type { ListKind } from '../pages/project-lists';
import { projectPath } from '../routes/app-paths';
import type { ListProject } from './project-card';
import { ProjectDetailsDialog } from './project-details-dialog';

/**
 * "Use template" / "Use example": POST /api/projects/{source}/create_project_from.json, then the
 * description when one was given, then open the new project.
 */
export function CreateFromDialog({
  source,
  kind,
  onClose,
}: {
  source: ListProject | null;
  kind: ListKind;
  onClose(): void;
}) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const create = async ({ name, description }: { name: string; description: string }) => {
    if (!source) return;
    const body: ProjectCopyRequest = { name };
    const options = { skipStatusHandling: true };
    let project = await http.post<Project>(`/api/projects/${source.id}/create_project_from.json`, body, options);
    if (description) {
      const update: ProjectUpdate = { description };
      project = await http.put<Project>(`/api/projects/${project.id}.json`, update, options);
    }
    await navigate(projectPath(project.id));
  };
  const template = kind === 'templates';
  return (
    <ProjectDetailsDialog
      open={source !== null}
      title={template ? t('lists.useTemplateTitle') : t('lists.useExampleTitle')}
      intro={source ? t(template ? 'lists.fromTemplate' : 'lists.fromExample', { name: source.name }) : undefined}
      submitLabel={t('common.create')}
      initialName={source?.name ?? ''}
      onSubmit={create}
      onClose={onClose}
    />
  );
}
