import { List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssessmentQuestion, QuestionDistribution } from '../../../../core/domain/assessment-types';
import { lazyPanel } from '../../../components/lazy-part';

const OptionBarChart = lazyPanel(async () => (await import('./option-bar-chart')).default);

/** How one question was answered across the submitted responses: bars per option, a number summary, or the values given. */
function QuestionAnswers({ question, distribution }: { question: AssessmentQuestion; distribution: QuestionDistribution }) {
  const { t } = useTranslation('host');
  const headingId = `distribution-${question.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {question.text}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('assessments.results.answeredBy', { count: distribution.answered_count })}
      </Typography>
      {distribution.options.length > 0 && (
        <>
          <div aria-hidden>
            <OptionBarChart options={distribution.options} countLabel={t('assessments.results.chosenBy')} />
          </div>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {distribution.options.map((option) => t('assessments.results.optionCount', { label: option.label, count: option.count })).join(' · ')}
          </Typography>
        </>
      )}
      {distribution.number_summary && (
        <Typography sx={{ mt: 1 }}>
          {t('assessments.results.numberSummary', {
            min: distribution.number_summary.min,
            max: distribution.number_summary.max,
            average: Math.round(distribution.number_summary.average * 100) / 100,
          })}
        </Typography>
      )}
      {distribution.values.length > 0 && (
        <List dense>
          {distribution.values.map((entry) => (
            <ListItem key={entry.value} disableGutters>
              <ListItemText primary={entry.value} secondary={entry.count > 1 ? t('assessments.results.timesGiven', { count: entry.count }) : undefined} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Every question's answers, in the assessment's order. */
export function AnswerDistribution({ questions, distributions }: { questions: readonly AssessmentQuestion[]; distributions: readonly QuestionDistribution[] }) {
  const { t } = useTranslation('host');
  const byQuestion = new Map(distributions.map((entry) => [entry.assessment_question_id, entry]));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="distribution-heading">
      <Typography id="distribution-heading" variant="h6" component="h2">
        {t('assessments.results.distribution')}
      </Typography>
      {questions.map((question) => {
        const distribution = byQuestion.get(question.id);
        return distribution ? <QuestionAnswers key={question.id} question={question} distribution={distribution} /> : null;
      })}
    </Stack>
  );
}
