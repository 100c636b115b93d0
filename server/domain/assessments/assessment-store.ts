/**
 * The assessments themselves: the list of those the caller may read (with status, response counts and
 * the caller's own progress), create (company write; the creator becomes admin), get, update (write) and
 * delete (admin, with everything below it).
 */
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { responseProgress } from '../../../core/domain/assessment-scoring';
import type {
  Assessment,
  AssessmentCreate,
  AssessmentListQuery,
  AssessmentStatusKey,
  AssessmentUpdate,
  OwnResponseProgress,
  ResponseStatusKey,
} from '../../../core/domain/assessment-types';
import type { PermissionFlags } from '../../../core/domain/permissions';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import {
  assessmentQuestions,
  assessmentResponses,
  assessments,
  assessmentStatuses,
  assessmentUserPermissions,
  responseStatuses,
} from '../../db/schema';
import { forbidden, unprocessable } from '../../errors';
import {
  assertAssessmentUser,
  assessmentFlags,
  loadAssessmentAccess,
  loadAssessmentFor,
  loadAssessmentLevels,
  type AssessmentRow,
} from './assessment-access';
import { lookupIdOf, lookupKeysById } from './assessment-lookups';
import { iso, loadAnswers, loadQuestions } from './assessment-reads';

/** Open, and now within opens_at..closes_at. */
export function acceptsAnswers(row: AssessmentRow, statusKey: AssessmentStatusKey, now = new Date()): boolean {
  return statusKey === 'open' && (!row.opens_at || row.opens_at <= now) && (!row.closes_at || row.closes_at > now);
}

async function describeAll(db: Queryable, auth: AuthContext, rows: AssessmentRow[], flags: Map<number, PermissionFlags>): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [statusKeys, responseKeys, counts, questionCounts, own, questions] = await Promise.all([
    lookupKeysById<AssessmentStatusKey>(db, assessmentStatuses),
    lookupKeysById<ResponseStatusKey>(db, responseStatuses),
    db
      .select({ id: assessmentResponses.assessment_id, status_id: assessmentResponses.status_id, count: count() })
      .from(assessmentResponses)
      .where(inArray(assessmentResponses.assessment_id, ids))
      .groupBy(assessmentResponses.assessment_id, assessmentResponses.status_id),
    db
      .select({ id: assessmentQuestions.assessment_id, count: count() })
      .from(assessmentQuestions)
      .where(inArray(assessmentQuestions.assessment_id, ids))
      .groupBy(assessmentQuestions.assessment_id),
    db
      .select()
      .from(assessmentResponses)
      .where(and(inArray(assessmentResponses.assessment_id, ids), eq(assessmentResponses.user_id, auth.user.id))),
    loadQuestions(db, ids),
  ]);
  const ownAnswers = await loadAnswers(db, own.map((row) => row.id));
  return rows.map((row): Assessment => {
    const statusKey = statusKeys.get(row.status_id) ?? 'draft';
    const countOf = (key: ResponseStatusKey) =>
      counts.filter((c) => c.id === row.id && responseKeys.get(c.status_id) === key).reduce((sum, c) => sum + c.count, 0);
    const mine = own.find((response) => response.assessment_id === row.id);
    const progress: OwnResponseProgress | null = mine
      ? {
          id: mine.id,
          status_key: responseKeys.get(mine.status_id) ?? 'in_progress',
          ...responseProgress(
            questions.filter((question) => question.assessment_id === row.id),
            ownAnswers.filter((answer) => answer.response_id === mine.id),
          ),
          submitted_at: iso(mine.submitted_at),
        }
      : null;
    return {
      id: row.id,
      company_id: row.company_id,
      name: row.name,
      description: row.description,
      status_id: row.status_id,
      status_key: statusKey,
      opens_at: iso(row.opens_at),
      closes_at: iso(row.closes_at),
      anonymous: row.anonymous,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      permissions: flags.get(row.id)!,
      accepting_answers: acceptsAnswers(row, statusKey),
      question_count: questionCounts.find((c) => c.id === row.id)?.count ?? 0,
      response_counts: { in_progress: countOf('in_progress'), submitted: countOf('submitted') },
      current_response: progress,
    };
  });
}

export async function listAssessments(db: Queryable, auth: AuthContext, query: AssessmentListQuery): Promise<Assessment[]> {
  assertAssessmentUser(auth);
  const statusId = query.status_key ? await lookupIdOf(db, assessmentStatuses, query.status_key) : undefined;
  const rows = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.company_id, auth.user.company_id),
        query.search ? ilike(assessments.name, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        statusId === undefined ? undefined : eq(assessments.status_id, statusId),
      ),
    )
    .orderBy(desc(assessments.updated_at), asc(assessments.id));
  const levels = await loadAssessmentLevels(db, auth, rows.map((row) => row.id));
  const flags = new Map(rows.map((row) => [row.id, assessmentFlags(auth, levels.get(row.id) ?? null)]));
  return describeAll(db, auth, rows.filter((row) => flags.get(row.id)!.read), flags);
}

export async function describeAssessment(db: Queryable, auth: AuthContext, assessmentId: number): Promise<Assessment> {
  const { assessment, permissions } = await loadAssessmentAccess(db, auth, assessmentId);
  const [described] = await describeAll(db, auth, [assessment], new Map([[assessment.id, permissions]]));
  return described;
}

async function assertStatus(db: Queryable, statusId: number | undefined): Promise<void> {
  if (statusId === undefined) return;
  const [row] = await db.select({ id: assessmentStatuses.id }).from(assessmentStatuses).where(eq(assessmentStatuses.id, statusId));
  if (!row) throw unprocessable([{ field: 'status_id', code: 'notAnOption', message: 'Choose one of the assessment statuses.' }]);
}

function toDate(value: string | null | undefined): Date | null | undefined {
  return value === undefined ? undefined : value === null ? null : new Date(value);
}

function assertWindow(opensAt: Date | null, closesAt: Date | null): void {
  if (opensAt && closesAt && closesAt <= opensAt) {
    throw unprocessable([{ field: 'closes_at', message: 'The closing time must come after the opening time.', code: 'closesBeforeOpens' }]);
  }
}

export async function createAssessment(db: Database, auth: AuthContext, input: AssessmentCreate): Promise<Assessment> {
  const created = await db.transaction((tx) => insertAssessment(tx, auth, input));
  return describeAssessment(db, auth, created.id);
}

/** Company write, as for every assessment call; the template import checks it before it reads the file. */
export function assertMayCreateAssessments(auth: AuthContext): void {
  assertAssessmentUser(auth);
  if (!auth.companyPermissions.write) throw forbidden({ code: 'companyReadOnly', message: 'Only members who may change the company’s work can create assessments.' });
}

/** Inserts an assessment and the creator's admin row (also used by the template import, inside its transaction). */
export async function insertAssessment(db: Queryable, auth: AuthContext, input: AssessmentCreate): Promise<AssessmentRow> {
  assertMayCreateAssessments(auth);
  await assertStatus(db, input.status_id);
  const opensAt = toDate(input.opens_at) ?? null;
  const closesAt = toDate(input.closes_at) ?? null;
  assertWindow(opensAt, closesAt);
  const [row] = await db
    .insert(assessments)
    .values({
      company_id: auth.user.company_id,
      name: input.name.trim(),
      description: input.description ?? '',
      status_id: input.status_id ?? (await lookupIdOf(db, assessmentStatuses, 'draft')),
      opens_at: opensAt,
      closes_at: closesAt,
      anonymous: input.anonymous ?? false,
      created_by: auth.user.id,
    })
    .returning();
  await db.insert(assessmentUserPermissions).values({ assessment_id: row.id, user_id: auth.user.id, permission_key: 'admin' });
  return row;
}

export async function updateAssessment(db: Database, auth: AuthContext, assessmentId: number, input: AssessmentUpdate): Promise<Assessment> {
  const { assessment } = await loadAssessmentFor(db, auth, assessmentId, 'write');
  await assertStatus(db, input.status_id);
  const opensAt = toDate(input.opens_at);
  const closesAt = toDate(input.closes_at);
  assertWindow(opensAt === undefined ? assessment.opens_at : opensAt, closesAt === undefined ? assessment.closes_at : closesAt);
  if (assessment.anonymous && input.anonymous === false) await assertNoResponses(db, assessmentId);
  await db
    .update(assessments)
    .set({
      name: input.name?.trim(),
      description: input.description,
      status_id: input.status_id,
      opens_at: opensAt,
      closes_at: closesAt,
      anonymous: input.anonymous,
      updated_at: new Date(),
    })
    .where(eq(assessments.id, assessmentId));
  return describeAssessment(db, auth, assessmentId);
}

/** Answers given anonymously stay anonymous: the flag cannot be lifted once someone has answered. */
async function assertNoResponses(db: Queryable, assessmentId: number): Promise<void> {
  const [row] = await db.select({ count: count() }).from(assessmentResponses).where(eq(assessmentResponses.assessment_id, assessmentId));
  if (row.count > 0) {
    throw unprocessable([{ field: 'anonymous', code: 'staysAnonymous', message: 'People answered this assessment anonymously; it stays anonymous. Copy its structure into a new assessment instead.' }]);
  }
}

export async function destroyAssessment(db: Database, auth: AuthContext, assessmentId: number): Promise<void> {
  await loadAssessmentFor(db, auth, assessmentId, 'admin');
  await db.delete(assessments).where(eq(assessments.id, assessmentId));
}

/** Marks the assessment changed (its structure or details), so lists order it first. */
export async function touchAssessment(db: Queryable, assessmentId: number): Promise<void> {
  await db.update(assessments).set({ updated_at: new Date() }).where(eq(assessments.id, assessmentId));
}
