import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '../../../core/domain/assessment-types';

/** Draft, open (or "not open yet" / "closed by date" when the dates say so) or closed. */
export function AssessmentStatusChip({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('host');
  const { status_key: status, accepting_answers: accepting, opens_at: opensAt } = assessment;
  const shown = status !== 'open' || accepting ? status : opensAt && new Date(opensAt) > new Date() ? 'notYetOpen' : 'pastClose';
  const color = shown === 'open' ? 'success' : shown === 'draft' || shown === 'notYetOpen' ? 'default' : 'warning';
  return <Chip size="small" color={color} label={t(`assessments.status.${shown}`)} />;
}
