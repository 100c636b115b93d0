import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { assessmentChildPath } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { ItemPermissions, type PermissionResource } from '../../../components/item-permissions';
import { useAssessment } from '../assessment-context';
import { RequirePermission } from '../require-permission';

/** /assessments/{id}/permissions: people and teams given read (answer), write (build) or admin (responses, permissions). */
export function AssessmentPermissionsPage() {
  return (
    <RequirePermission level="admin">
      <AssessmentPermissions />
    </RequirePermission>
  );
}

function AssessmentPermissions() {
  const { t } = useTranslation('host');
  const { assessment } = useAssessment();
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography color="text.secondary">{t('assessments.permissions.intro')}</Typography>
      <ItemPermissions
        path={(resource: PermissionResource, id?: Id) => assessmentChildPath(assessment.id, resource, id)}
        noPeople={t('assessments.permissions.noPeople')}
        noTeams={t('assessments.permissions.noTeams')}
      />
    </Stack>
  );
}
