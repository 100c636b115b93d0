import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Id } from '../../../../core/domain/id';
import { HttpError } from '../../../../core/services/http-client';
import { SuccessSnackbar } from '../../../../core/services/success-snackbar';
import { useService } from '../../../../sdk/services-context';
import { SaveStatus } from '../../../../sdk/ui/save-status';
import { formatDateTime } from '../../../components/format-date';
import { describeHttpError } from '../../../components/http-error-message';
import { EmptyState, ErrorState, PageLoading } from '../../../components/page-states';
import { useRouteIds } from '../../../components/use-route-ids';
import { useAssessment } from '../assessment-context';
import { assessmentPaths } from '../assessment-paths';
import { questionsInOrder } from '../model/assessment-outline';
import { missingRequired, progressOf, shownQuestionIds } from '../model/response-progress';
import { SectionQuestions } from '../section-questions';
import { focusQuestion } from './focus-question';
import { SectionsWithNav } from './section-nav';
import { useOwnResponse } from './use-own-response';

/** The question ids a refused submit names (422 fields `answers/{questionId}`). */
function refusedQuestionIds(failure: unknown): Id[] {
  if (!(failure instanceof HttpError) || failure.status !== 422) return [];
  const fields = (failure.body as { fields?: Array<{ field: string }> } | null)?.fields ?? [];
  return fields.flatMap(({ field }) => {
    const match = /answers\/(\d+)$/.exec(field);
    return match ? [Number(match[1])] : [];
  });
}

/**
 * /assessments/{id} and /assessments/{id}/sections/{sectionId}: the user's own response, section by
 * section, saved as they go. Conditions apply as they answer; Submit first checks the required questions
 * and takes the user to the first one missing.
 */
export function AnswerPage() {
  const { t } = useTranslation('host');
  const { assessment, outline } = useAssessment();
  if (!assessment.accepting_answers && !assessment.current_response) {
    const reason = assessment.status_key === 'open' ? (assessment.opens_at && new Date(assessment.opens_at) > new Date() ? 'notYetOpen' : 'pastClose') : assessment.status_key;
    return (
      <EmptyState title={t(`assessments.answer.unavailable.${reason}.title`)}>
        {t(`assessments.answer.unavailable.${reason}.body`, { date: formatDateTime(assessment.opens_at) ?? '' })}
      </EmptyState>
    );
  }
  if (outline.length === 0) return <EmptyState title={t('assessments.answer.noQuestionsTitle')}>{t('assessments.answer.noQuestionsBody')}</EmptyState>;
  return <Answering />;
}

function Answering() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const snackbar = useService(SuccessSnackbar);
  const { assessment, outline, reload } = useAssessment();
  const own = useOwnResponse(assessment.id);
  const requestedSection = useRouteIds().twins.sectionIdInt;
  const [attempted, setAttempted] = useState(false);
  const [focusId, setFocusId] = useState<Id | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const allQuestions = useMemo(() => questionsInOrder(outline), [outline]);

  const part = outline.find((entry) => entry.section.id === requestedSection) ?? outline[0];
  const index = outline.indexOf(part);
  useEffect(() => {
    if (focusId === null || own.state.status !== 'ready') return;
    if (focusQuestion(focusId)) setFocusId(null);
  }, [focusId, own.state, part]);

  if (own.state.status === 'loading') return <PageLoading />;
  if (own.state.status === 'error') return <ErrorState message={describeHttpError(own.state.error, t)} onRetry={own.reload} />;
  const { response, answers } = own.state;
  const visible = shownQuestionIds(allQuestions, answers);
  const overall = progressOf(allQuestions, visible, answers);
  const submitted = response.status_key === 'submitted';
  const readOnly = submitted || !assessment.accepting_answers;
  const missing = attempted && !readOnly ? new Set(missingRequired(allQuestions, answers)) : new Set<Id>();
  const sectionPath = (sectionId: Id) => assessmentPaths.answerSection(assessment.id, sectionId);

  const goToQuestion = (questionId: Id) => {
    const target = outline.find((entry) => entry.questions.some((question) => question.id === questionId));
    if (target && target !== part) navigate(sectionPath(target.section.id));
    setFocusId(questionId);
  };
  const run = async (action: 'submit' | 'reopen') => {
    setFailure(null);
    if (action === 'submit') {
      setAttempted(true);
      const first = missingRequired(allQuestions, answers)[0];
      if (first !== undefined) {
        setFailure(t('assessments.answer.requiredFirst'));
        goToQuestion(first);
        return;
      }
    }
    setBusy(true);
    try {
      await own.act(action);
      snackbar.show(t(action === 'submit' ? 'assessments.answer.submittedNow' : 'assessments.answer.reopenedNow'));
      setAttempted(false);
      reload();
    } catch (error) {
      const refused = refusedQuestionIds(error);
      if (refused.length > 0) {
        setFailure(t('assessments.answer.requiredFirst'));
        goToQuestion(refused[0]);
      } else {
        setFailure(describeHttpError(error, t));
      }
    } finally {
      setBusy(false);
    }
  };

  const progressText = t('assessments.progress.answered', { answered: overall.answered, total: overall.total });
  return (
    <Stack spacing={2}>
      {assessment.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{assessment.description}</Typography>}
      {!assessment.accepting_answers && <Alert severity="info">{t('assessments.answer.closedKept')}</Alert>}
      {submitted && (
        <Alert
          severity="success"
          action={
            assessment.accepting_answers && (
              <Button color="inherit" size="small" onClick={() => void run('reopen')} disabled={busy}>
                {t('assessments.answer.reopen')}
              </Button>
            )
          }
        >
          {t('assessments.answer.submittedOn', { date: formatDateTime(response.submitted_at) ?? '' })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography id="response-progress">{progressText}</Typography>
          {!readOnly && own.queue && <SaveStatus queue={own.queue} />}
        </Stack>
        <LinearProgress variant="determinate" value={overall.percent} aria-labelledby="response-progress" sx={{ mt: 1, height: 8, borderRadius: 1 }} />
      </Paper>
      <SectionsWithNav outline={outline} current={part} pathOf={sectionPath} visible={visible} answers={answers}>
        <Stack spacing={3}>
          <SectionQuestions
            part={part}
            answers={answers}
            visible={visible}
            readOnly={readOnly}
            missing={missing}
            onAnswer={own.setAnswer}
            emptyText={t('assessments.answer.nothingHere')}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {index > 0 && (
              <Button component={Link} to={sectionPath(outline[index - 1].section.id)}>
                {t('assessments.answer.previous')}
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {index < outline.length - 1 && (
              <Button variant={readOnly ? 'text' : 'outlined'} component={Link} to={sectionPath(outline[index + 1].section.id)}>
                {t('assessments.answer.next')}
              </Button>
            )}
            {!readOnly && (
              <Button variant="contained" onClick={() => void run('submit')} loading={busy}>
                {t('assessments.answer.submit')}
              </Button>
            )}
          </Stack>
        </Stack>
      </SectionsWithNav>
    </Stack>
  );
}
