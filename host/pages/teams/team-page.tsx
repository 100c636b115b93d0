import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DirectoryRole } from '../../../core/domain/sharing-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { EmptyState } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { ProjectListPage } from '../project-list-page';
import { TEAM_LIST } from '../project-lists';

/** /teams/:roleId: the projects shared with one team, headed by the team's name; no label filter. */
export function TeamPage() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { roleId = '' } = useParams();
  const id = /^\d+$/.test(roleId) ? Number(roleId) : null;
  const roles = useAsync(
    (signal) => http.get<DirectoryRole[]>('/api/roles.json', { signal, skipStatusHandling: true }).catch(() => []),
    [http],
  );
  if (id === null) return <EmptyState title={t('notFound.title')}>{t('notFound.body')}</EmptyState>;
  const role = roles.status === 'ready' ? roles.data.find((candidate) => candidate.id === id) : undefined;
  return <ProjectListPage key={id} list={TEAM_LIST} roleId={id} title={role?.name ?? t('lists.team')} />;
}
