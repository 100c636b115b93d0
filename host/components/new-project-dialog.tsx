import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project, ProjectCreate } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { projectPath } from '../routes/app-paths';
import { ProjectDetailsDialog } from './project-details-dialog';

/** "New project": POST /api/projects.json with a name and an optional description, then open it. */
export function NewProjectDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const create = async ({ name, description }: { name: string; description: string }) => {
    const body: ProjectCreate = description ? { name, description } : { name };
    const project = await http.post<Project>('/api/projects.json', body, { skipStatusHandling: true });
    await navigate(projectPath(project.id));
  };
  return (
    <ProjectDetailsDialog
      open={open}
      title={t('lists.newProjectTitle')}
      submitLabel={t('common.create')}
      onSubmit={create}
      onClose={onClose}
    />
  );
}
