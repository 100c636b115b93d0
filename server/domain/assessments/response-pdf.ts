/**
 * GET .../responses/{responseId}/export.pdf (the assessment's admins, or the response's author): the
 * response section by section, after a radar of its section scores. Anonymous assessments name nobody.
 */
import { answerText } from '../../../core/domain/assessment-answer-text';
import { visibleQuestionIds } from '../../../core/domain/assessment-scoring';
import type { AssessmentResponse, AssessmentSection, SectionScore } from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { renderPdf, type PdfBlock } from '../pdf/pdf-writer';
import { loadReadableResponse } from './assessment-responses';
import { loadSections } from './assessment-reads';

const scoreText = (score: SectionScore | undefined) =>
  !score || score.percent === null ? 'not scored' : `${score.percent} % (${score.score} of ${score.max_score})`;

function aboutResponse(response: AssessmentResponse): string {
  const who = response.user?.name ?? 'Anonymous response';
  return response.submitted_at ? `${who}, submitted ${response.submitted_at.slice(0, 10)}` : `${who}, in progress`;
}

function scoreBlocks(sections: readonly AssessmentSection[], response: AssessmentResponse): PdfBlock[] {
  const scoreOf = (section: AssessmentSection) => response.section_scores.find((score) => score.assessment_section_id === section.id);
  return [
    { kind: 'heading', text: 'Section scores', level: 1 },
    { kind: 'radar', axes: sections.map((section) => ({ label: section.name, value: scoreOf(section)?.percent ?? null })) },
    ...sections.map((section): PdfBlock => ({ kind: 'text', text: `${section.name}: ${scoreText(scoreOf(section))}` })),
  ];
}

export async function exportResponsePdf(db: Queryable, auth: AuthContext, assessmentId: number, responseId: number): Promise<{ name: string; pdf: Buffer }> {
  const { access, response, answers, questions } = await loadReadableResponse(db, auth, assessmentId, responseId);
  const sections = await loadSections(db, access.assessment.id);
  const visible = visibleQuestionIds(questions, answers);
  const answerOf = new Map(answers.map((answer) => [answer.assessment_question_id, answer]));
  const blocks: PdfBlock[] = [
    { kind: 'title', text: access.assessment.name },
    { kind: 'text', text: aboutResponse(response) },
    ...scoreBlocks(sections, response),
    ...sections.flatMap((section): PdfBlock[] => [
      { kind: 'heading', text: section.name, level: 1 },
      ...questions
        .filter((question) => question.assessment_section_id === section.id && visible.has(question.id))
        .flatMap((question): PdfBlock[] => [
          { kind: 'text', text: question.text },
          { kind: 'text', text: answerText(question, answerOf.get(question.id)) || '—', small: true, indent: 12 },
        ]),
    ]),
  ];
  return { name: access.assessment.name, pdf: await renderPdf(access.assessment.name, blocks) };
}
