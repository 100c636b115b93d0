/**
 * GET /api/assessments/{id}/results.json and export.csv, for the assessment's admins: what the responses
 * add up to. Built on response-reads.ts, so anonymous assessments name nobody here either.
 */
import { assessmentResults } from '../../../core/domain/assessment-results';
import type { AssessmentResults } from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { loadAssessmentFor } from './assessment-access';
import { loadSections } from './assessment-reads';
import { responsesCsv } from './responses-csv';
import { readResponses } from './response-reads';

export async function getAssessmentResults(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentResults> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'admin');
  const [{ responses, answers, questions }, sections] = await Promise.all([readResponses(db, assessment), loadSections(db, assessment.id)]);
  return assessmentResults(assessment.id, sections, questions, responses, answers);
}

/** Every response as a CSV row (UTF-8 with BOM) and the assessment's name for the file. */
export async function exportResponsesCsv(db: Queryable, auth: AuthContext, assessmentId: number): Promise<{ name: string; csv: string }> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'admin');
  const read = await readResponses(db, assessment);
  return { name: assessment.name, csv: responsesCsv(assessment.anonymous, read) };
}
