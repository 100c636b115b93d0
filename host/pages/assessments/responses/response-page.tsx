import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  assessmentResponsesPath,
  responseAnswersPath,
  responsePdfExportPath,
  type AssessmentResponse,
  type AssessmentResults,
  type ResponseAnswer,
} from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { useService } from '../../../../sdk/services-context';
import { downloadBlob } from '../../../../sdk/ui/download-blob';
import { formatDateTime } from '../../../components/format-date';
import { describeHttpError } from '../../../components/http-error-message';
import { ErrorState, PageLoading } from '../../../components/page-states';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useRouteIds } from '../../../components/use-route-ids';
import { SectionsWithNav } from '../answering/section-nav';
import { useAssessment } from '../assessment-context';
import { assessmentPaths } from '../assessment-paths';
import { answerMapOf } from '../model/answer-map';
import { questionsInOrder } from '../model/assessment-outline';
import { shownQuestionIds } from '../model/response-progress';
import { RequirePermission } from '../require-permission';
import { SectionQuestions } from '../section-questions';
import { SectionScoresPanel } from './section-scores-panel';

/** /assessments/{id}/responses/{responseId}[/sections/{sectionId}]: one response, read-only, section by section, with its scores and PDF. */
export function ResponsePage() {
  return (
    <RequirePermission level="admin">
      <ResponseView />
    </RequirePermission>
  );
}

/** The response's own scores in the shape the score panel reads. */
const resultsOf = (response: AssessmentResponse): AssessmentResults => ({
  assessment_id: response.assessment_id,
  submitted_count: 0,
  in_progress_count: 0,
  section_averages: [],
  responses: [{ response_id: response.id, user: response.user, submitted_at: response.submitted_at, section_scores: response.section_scores }],
  questions: [],
});

function ResponseView() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { assessment, outline } = useAssessment();
  const { twins } = useRouteIds();
  const responseId = twins.responseIdInt;
  const [pdfError, setPdfError] = useState<unknown>(null);
  const data = useAsync(async (signal) => {
    const [response, answers] = await Promise.all([
      http.get<AssessmentResponse>(assessmentResponsesPath(assessment.id, responseId), { signal }),
      http.get<ResponseAnswer[]>(responseAnswersPath(assessment.id, responseId), { signal }),
    ]);
    return { response, answers: answerMapOf(answers) };
  }, [http, assessment.id, responseId]);
  const allQuestions = useMemo(() => questionsInOrder(outline), [outline]);

  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'error') return <ErrorState message={describeHttpError(data.error, t)} onRetry={data.reload} />;
  const { response, answers } = data.data;
  const name = response.user?.name ?? t('assessments.responses.anonymousResponse');
  const visible = shownQuestionIds(allQuestions, answers);
  const part = outline.find((entry) => entry.section.id === twins.sectionIdInt) ?? outline[0];
  const downloadPdf = async () => {
    setPdfError(null);
    try {
      downloadBlob(await http.getBlob(responsePdfExportPath(assessment.id, response.id)), `${assessment.name} - ${name}.pdf`);
    } catch (error) {
      setPdfError(error);
    }
  };

  return (
    <Stack spacing={2.5}>
      <div>
        <Button component={Link} to={assessmentPaths.builder(assessment.id, 'responses')} startIcon={<ArrowBack />}>
          {t('assessments.responses.back')}
        </Button>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            {[
              t(`assessments.responseStatus.${response.status_key}`),
              t('assessments.progress.answered', { answered: response.answered_count, total: response.question_count }),
              response.submitted_at && t('assessments.responses.submittedOn', { date: formatDateTime(response.submitted_at) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={() => void downloadPdf()}>
          {t('assessments.responses.exportPdf')}
        </Button>
      </Stack>
      {pdfError !== null && <Alert severity="error">{describeHttpError(pdfError, t)}</Alert>}
      {part && (
        <SectionsWithNav
          outline={outline}
          current={part}
          pathOf={(sectionId) => assessmentPaths.responseSection(assessment.id, response.id, sectionId)}
          visible={visible}
          answers={answers}
        >
            <SectionQuestions part={part} answers={answers} visible={visible} readOnly emptyText={t('assessments.responses.nothingHere')} />
        </SectionsWithNav>
      )}
      <SectionScoresPanel results={resultsOf(response)} sections={outline.map((entry) => entry.section)} names={new Map([[response.id, name]])} fixed={response.id} />
    </Stack>
  );
}
