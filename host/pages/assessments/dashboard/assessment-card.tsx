import { Button, Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Assessment } from '../../../../core/domain/assessment-types';
import { formatDateTime } from '../../../components/format-date';
import { assessmentPaths } from '../assessment-paths';
import { AssessmentStatusChip } from '../assessment-status-chip';

/** How far the current user is with their own response, in words and as a bar. */
function OwnProgress({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('host');
  const own = assessment.current_response;
  if (!own) return <Typography variant="body2" color="text.secondary">{t('assessments.dashboard.notStarted')}</Typography>;
  if (own.status_key === 'submitted') return <Typography variant="body2">{t('assessments.dashboard.submitted')}</Typography>;
  const percent = own.question_count === 0 ? 0 : Math.round((own.answered_count / own.question_count) * 100);
  const label = t('assessments.progress.answered', { answered: own.answered_count, total: own.question_count });
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
    </Stack>
  );
}

/** One assessment on the dashboard: status, dates, the user's own progress, response counts and where to go. */
export function AssessmentCard({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('host');
  const { permissions, response_counts: counts } = assessment;
  const own = assessment.current_response;
  const answerLabel = !own ? t('assessments.dashboard.start') : own.status_key === 'submitted' ? t('assessments.dashboard.view') : t('assessments.dashboard.continue');
  return (
    <Card component="article" variant="outlined" aria-labelledby={`assessment-${assessment.id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography id={`assessment-${assessment.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {assessment.name}
            </Typography>
            <AssessmentStatusChip assessment={assessment} />
          </Stack>
          {assessment.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {assessment.description}
            </Typography>
          )}
          {(assessment.opens_at || assessment.closes_at) && (
            <Typography variant="body2" color="text.secondary">
              {[
                assessment.opens_at && t('assessments.dashboard.opens', { date: formatDateTime(assessment.opens_at) }),
                assessment.closes_at && t('assessments.dashboard.closes', { date: formatDateTime(assessment.closes_at) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <OwnProgress assessment={assessment} />
          {permissions.admin && (
            <Typography variant="body2" color="text.secondary">
              {t('assessments.dashboard.responseCounts', { submitted: counts.submitted, inProgress: counts.in_progress })}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={assessmentPaths.answer(assessment.id)} aria-label={`${answerLabel}: ${assessment.name}`}>
          {answerLabel}
        </Button>
        {permissions.write && (
          <Button component={Link} to={assessmentPaths.builder(assessment.id, 'details')} aria-label={t('assessments.dashboard.editOf', { name: assessment.name })}>
            {t('assessments.dashboard.edit')}
          </Button>
        )}
        {permissions.admin && (
          <Button component={Link} to={assessmentPaths.builder(assessment.id, 'responses')} aria-label={t('assessments.dashboard.responsesOf', { name: assessment.name })}>
            {t('assessments.dashboard.responses')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
