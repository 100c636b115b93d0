import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionKey } from '../../../core/domain/permissions';
import { EmptyState } from '../../components/page-states';
import { useAssessment } from './assessment-context';

/**
 * Shows a builder page only to those whose level on the assessment allows it; others are told so instead
 * of meeting a refused call (which the shell would treat as a lost session).
 */
export function RequirePermission({ level, children }: { level: PermissionKey; children: ReactNode }) {
  const { t } = useTranslation('host');
  const { assessment } = useAssessment();
  if (!assessment.permissions[level]) {
    return <EmptyState title={t('assessments.noAccess.title')}>{t(`assessments.noAccess.${level}`)}</EmptyState>;
  }
  return children;
}
