import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project, ProjectCreate } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../../sdk/services-context';
import { projectPath } from '../routes/app-paths';
import { NameDialog } from './name-dialog';

/** "New project": POST /api/projects.json, then open the new project. */
export function NewProjectDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('host');
  const http = useService<HttpClient>(HttpClient);
  const navigate = useNavigate();
  const create = async (name: string) => {
    const body: ProjectCreate = { name };
    const project = await http.post<Project>('/api/projects.json', body);
    await navigate(projectPath(project.id));
  };
  return (
    <NameDialog
      open={open}
      title={t('lists.newProjectTitle')}
      submitLabel={t('common.create')}
      onSubmit={create}
      onClose={onClose}
    />
  );
}
