/**
 * An assessment's sections and the groups inside them (needs write to change, read to look). A section
 * or group deleted takes its questions and their answers along.
 */
import { and, eq } from 'drizzle-orm';
import type {
  AssessmentGroup,
  AssessmentGroupCreate,
  AssessmentGroupUpdate,
  AssessmentSection,
  AssessmentSectionCreate,
  AssessmentSectionUpdate,
} from '../../../core/domain/assessment-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { assessmentGroups, assessmentQuestions, assessmentSections } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { assertCompleteOrder, nextPosition, writePositions } from '../positions';
import { loadAssessmentAccess, loadAssessmentFor } from './assessment-access';
import { loadGroups, loadSections } from './assessment-reads';
import { touchAssessment } from './assessment-store';

const SECTION = 'This section';
const GROUP = 'This group';

export async function listSections(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentSection[]> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return loadSections(db, assessmentId);
}

async function findSection(db: Queryable, assessmentId: number, id: number): Promise<AssessmentSection> {
  const found = (await loadSections(db, assessmentId)).find((section) => section.id === id);
  if (!found) throw notFound(SECTION);
  return found;
}

export async function getSection(db: Queryable, auth: AuthContext, assessmentId: number, id: number): Promise<AssessmentSection> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return findSection(db, assessmentId, id);
}

/** Appends a section to the assessment (also used by the template import, inside its transaction). */
export async function insertSection(db: Queryable, assessmentId: number, input: AssessmentSectionCreate): Promise<number> {
  const position = await nextPosition(db, assessmentSections, assessmentSections.position, eq(assessmentSections.assessment_id, assessmentId));
  const [row] = await db
    .insert(assessmentSections)
    .values({ assessment_id: assessmentId, name: input.name.trim(), description: input.description ?? '', position })
    .returning({ id: assessmentSections.id });
  return row.id;
}

export async function createSection(db: Database, auth: AuthContext, assessmentId: number, input: AssessmentSectionCreate): Promise<AssessmentSection> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const id = await insertSection(db, assessmentId, input);
  await touchAssessment(db, assessmentId);
  return findSection(db, assessmentId, id);
}

export async function updateSection(db: Database, auth: AuthContext, assessmentId: number, id: number, input: AssessmentSectionUpdate): Promise<AssessmentSection> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await findSection(db, assessmentId, id);
  await db
    .update(assessmentSections)
    .set({ name: input.name?.trim(), description: input.description, updated_at: new Date() })
    .where(eq(assessmentSections.id, id));
  await touchAssessment(db, assessmentId);
  return findSection(db, assessmentId, id);
}

export async function destroySection(db: Database, auth: AuthContext, assessmentId: number, id: number): Promise<void> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await findSection(db, assessmentId, id);
  await db.delete(assessmentSections).where(eq(assessmentSections.id, id));
  await touchAssessment(db, assessmentId);
}

export async function reorderSections(db: Database, auth: AuthContext, assessmentId: number, ids: number[]): Promise<AssessmentSection[]> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const current = await loadSections(db, assessmentId);
  assertCompleteOrder(ids, current.map((section) => section.id), { singular: 'Section', plural: 'sections' });
  await writePositions(db, assessmentSections, ids);
  return loadSections(db, assessmentId);
}

// ---- groups ----

export async function listGroups(db: Queryable, auth: AuthContext, assessmentId: number): Promise<AssessmentGroup[]> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return loadGroups(db, assessmentId);
}

async function findGroup(db: Queryable, assessmentId: number, id: number): Promise<AssessmentGroup> {
  const found = (await loadGroups(db, assessmentId)).find((group) => group.id === id);
  if (!found) throw notFound(GROUP);
  return found;
}

export async function getGroup(db: Queryable, auth: AuthContext, assessmentId: number, id: number): Promise<AssessmentGroup> {
  await loadAssessmentAccess(db, auth, assessmentId);
  return findGroup(db, assessmentId, id);
}

/** 422 unless the section is one of this assessment's. */
export async function assertOwnSection(db: Queryable, assessmentId: number, sectionId: number): Promise<void> {
  const [row] = await db
    .select({ id: assessmentSections.id })
    .from(assessmentSections)
    .where(and(eq(assessmentSections.id, sectionId), eq(assessmentSections.assessment_id, assessmentId)));
  if (!row) throw unprocessable([{ field: 'assessment_section_id', code: 'notAnOption', message: 'Choose a section of this assessment.' }]);
}

export async function createGroup(db: Database, auth: AuthContext, assessmentId: number, input: AssessmentGroupCreate): Promise<AssessmentGroup> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await assertOwnSection(db, assessmentId, input.assessment_section_id);
  const id = await insertGroup(db, assessmentId, input);
  await touchAssessment(db, assessmentId);
  return findGroup(db, assessmentId, id);
}

/** Appends a group to one of the assessment's sections (also used by the template import, inside its transaction). */
export async function insertGroup(db: Queryable, assessmentId: number, input: AssessmentGroupCreate): Promise<number> {
  const position = await nextPosition(db, assessmentGroups, assessmentGroups.position, eq(assessmentGroups.assessment_section_id, input.assessment_section_id));
  const [row] = await db
    .insert(assessmentGroups)
    .values({
      assessment_id: assessmentId,
      assessment_section_id: input.assessment_section_id,
      name: input.name.trim(),
      description: input.description ?? '',
      position,
    })
    .returning({ id: assessmentGroups.id });
  return row.id;
}

export async function updateGroup(db: Database, auth: AuthContext, assessmentId: number, id: number, input: AssessmentGroupUpdate): Promise<AssessmentGroup> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const group = await findGroup(db, assessmentId, id);
  const moves = input.assessment_section_id !== undefined && input.assessment_section_id !== group.assessment_section_id;
  if (moves) await assertOwnSection(db, assessmentId, input.assessment_section_id!);
  await db.transaction(async (tx) => {
    const position = moves
      ? await nextPosition(tx, assessmentGroups, assessmentGroups.position, eq(assessmentGroups.assessment_section_id, input.assessment_section_id!))
      : undefined;
    await tx
      .update(assessmentGroups)
      .set({ assessment_section_id: input.assessment_section_id, name: input.name?.trim(), description: input.description, position, updated_at: new Date() })
      .where(eq(assessmentGroups.id, id));
    if (moves) {
      await tx.update(assessmentQuestions).set({ assessment_section_id: input.assessment_section_id }).where(eq(assessmentQuestions.assessment_group_id, id));
    }
    await touchAssessment(tx, assessmentId);
  });
  return findGroup(db, assessmentId, id);
}

export async function destroyGroup(db: Database, auth: AuthContext, assessmentId: number, id: number): Promise<void> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  await findGroup(db, assessmentId, id);
  await db.delete(assessmentGroups).where(eq(assessmentGroups.id, id));
  await touchAssessment(db, assessmentId);
}

/** The new order of one section's groups. */
export async function reorderGroups(db: Database, auth: AuthContext, assessmentId: number, ids: number[]): Promise<AssessmentGroup[]> {
  await loadAssessmentFor(db, auth, assessmentId, 'write');
  const groups = await loadGroups(db, assessmentId);
  const sectionId = groups.find((group) => group.id === ids[0])?.assessment_section_id;
  const current = groups.filter((group) => group.assessment_section_id === sectionId).map((group) => group.id);
  assertCompleteOrder(ids, current, { singular: 'Group', plural: 'groups of the section' });
  await writePositions(db, assessmentGroups, ids);
  return loadGroups(db, assessmentId);
}
