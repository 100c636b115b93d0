/** Sections group a project's modules. Reading needs project read; every change needs project write. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Section, UpdatePositions } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { sections } from '../db/schema';
import { notFound } from '../errors';
import { assertCompleteOrder, nextPosition, writePositions } from './positions';
import { loadProjectFor, loadProjectAccess } from './project-access';
import { changeProject, quoted } from './project-events';

export type SectionRow = typeof sections.$inferSelect;

export interface SectionCreate {
  name: string;
  position?: number;
}

export type SectionUpdate = Partial<SectionCreate>;

const SECTION = { singular: 'Section', plural: 'sections' };

export function toSectionAnswer(row: SectionRow): Section {
  return { id: row.id, project_id: row.project_id, name: row.name, position: row.position };
}

/** The section, when it belongs to the project; 404 otherwise. */
export async function findSection(db: Queryable, projectId: number, sectionId: number): Promise<SectionRow> {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.project_id, projectId)));
  if (!row) throw notFound('This section');
  return row;
}

function listRows(db: Queryable, projectId: number): Promise<SectionRow[]> {
  return db.select().from(sections).where(eq(sections.project_id, projectId)).orderBy(asc(sections.position), asc(sections.id));
}

export async function listSections(db: Database, auth: AuthContext, projectId: number): Promise<Section[]> {
  await loadProjectAccess(db, auth, projectId);
  return (await listRows(db, projectId)).map(toSectionAnswer);
}

export async function getSection(db: Database, auth: AuthContext, projectId: number, sectionId: number): Promise<Section> {
  await loadProjectAccess(db, auth, projectId);
  return toSectionAnswer(await findSection(db, projectId, sectionId));
}

/** A new section goes last unless a position is given. */
export async function createSection(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: SectionCreate,
): Promise<Section> {
  await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const position =
      input.position ?? (await nextPosition(tx, sections, sections.position, eq(sections.project_id, projectId)));
    const [row] = await tx.insert(sections).values({ project_id: projectId, name: input.name, position }).returning();
    return toSectionAnswer(row);
  }, auth, (section) => ({ action: 'created', subject_type: 'Section', subject_id: section.id, summary: `Added section ${quoted(section.name)}` }));
}

export async function updateSection(
  db: Database,
  auth: AuthContext,
  projectId: number,
  sectionId: number,
  input: SectionUpdate,
): Promise<Section> {
  await loadProjectFor(db, auth, projectId, 'write');
  await findSection(db, projectId, sectionId);
  return changeProject(db, projectId, async (tx) => {
    const [row] = await tx
      .update(sections)
      .set({ name: input.name, position: input.position, updated_at: sql`now()` })
      .where(eq(sections.id, sectionId))
      .returning();
    return toSectionAnswer(row);
  }, auth, (section) => ({ action: 'updated', subject_type: 'Section', subject_id: section.id, summary: `Changed section ${quoted(section.name)}` }));
}

/** The section's modules stay in the project, outside any section. */
export async function destroySection(
  db: Database,
  auth: AuthContext,
  projectId: number,
  sectionId: number,
): Promise<Section> {
  await loadProjectFor(db, auth, projectId, 'write');
  await findSection(db, projectId, sectionId);
  return changeProject(db, projectId, async (tx) => {
    const [row] = await tx.delete(sections).where(eq(sections.id, sectionId)).returning();
    return toSectionAnswer(row);
  }, auth, (section) => ({ action: 'deleted', subject_type: 'Section', subject_id: section.id, summary: `Removed section ${quoted(section.name)}` }));
}

export async function reorderSections(
  db: Database,
  auth: AuthContext,
  projectId: number,
  input: UpdatePositions,
): Promise<Section[]> {
  await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const current = await listRows(tx, projectId);
    assertCompleteOrder(input.ids, current.map((row) => row.id), SECTION);
    await writePositions(tx, sections, input.ids);
    return (await listRows(tx, projectId)).map(toSectionAnswer);
  }, auth, { action: 'moved', subject_type: 'Section', summary: 'Reordered the sections' });
}
