/** /admin/removed-projects: removed projects of every company, restored after a confirmation. */
import { useTranslation } from 'react-i18next';
import { useHeaderTitle } from '../../../shell/header-bar';
import { RemovedProjectsTable } from './removed-projects-table';

export function AdminRemovedProjectsPage() {
  const { t } = useTranslation('host');
  useHeaderTitle(t('systemAccounts.removed.title'));
  return <RemovedProjectsTable />;
}
