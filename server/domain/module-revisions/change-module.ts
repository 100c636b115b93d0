/**
 * The one write path of module content: changeModule runs a change like changeProject (one transaction,
 * one project history event) and, in the same transaction, records a revision of the module with every
 * item that changed, before and after. The module is read before and after the work rather than trusting
 * each caller to say what it touched, so no write path can leave a change out of the history; only a path whose
 * writes are exactly the values it was asked to write (the editors' bulk save) names them, as a ChangeScope. The revision is
 * announced in the same transaction, so every API process tells the module's live subscribers once it commits.
 */
import { eq } from 'drizzle-orm';
import type { OverwrittenChange } from '../../../core/domain/live-messages';
import type { ModuleRevisionSummary, RevisionItemChange } from '../../../core/domain/module-revision-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable, Transaction } from '../../db/client';
import { moduleRevisionItems, moduleRevisions, projectModules } from '../../db/schema';
import { announceModuleChange, noticeOverwrites } from '../../live/module-change-notice';
import { changeProject, type ChangeEventSpec } from '../project-events';
import { describeModuleChange } from './change-words';
import { diffModuleStates } from './module-diff';
import { readModuleState } from './module-state';

export interface RevisionOrigin {
  kind: ModuleRevisionSummary['kind'];
  restored_from_id?: number;
}

/**
 * The values a write touches, for a path that knows them exactly: the revision then reads only those, before and
 * after, instead of the whole module (a move saved in a diagram of thousands of cells reads one row, not thousands,
 * twice).
 */
export interface ChangeScope<T> {
  /** The module's existing values the work may change or delete: no other value of the module may change. */
  valueIds: readonly number[];
  /** The values the work wrote, from its result: the ones it created among them. */
  writtenIds(result: T): readonly number[];
  /** Fields the work wrote over others' newer changes (merged stale saves), told with the change. */
  overwritten?(result: T): readonly OverwrittenChange[];
}

/**
 * Takes the module's row lock before reading it, so the writes of one module run one after another: each reads
 * the state the one before committed, and its revision ids rise in the order the writes commit, which a live
 * catch-up counts on (all after a revision are the ones committed after it).
 */
async function lockModule(tx: Transaction, moduleId: number): Promise<void> {
  await tx.select({ id: projectModules.id }).from(projectModules).where(eq(projectModules.id, moduleId)).for('update');
}

/** Who made a change: a signed-in user; nobody for a share-link visitor or the system. */
const actingUserId = (auth: AuthContext | null): number | null => (auth && auth.user.id > 0 ? auth.user.id : null);

/** Writes a revision of the changes (none when nothing changed); answers its id. */
export async function recordRevision(
  tx: Queryable,
  auth: AuthContext | null,
  projectId: number,
  moduleId: number,
  changes: readonly RevisionItemChange[],
  origin: RevisionOrigin = { kind: 'edit' },
): Promise<number | null> {
  if (changes.length === 0) return null;
  const userId = actingUserId(auth);
  const [revision] = await tx
    .insert(moduleRevisions)
    .values({ module_id: moduleId, project_id: projectId, user_id: userId, kind: origin.kind, restored_from_id: origin.restored_from_id ?? null })
    .returning({ id: moduleRevisions.id });
  await tx.insert(moduleRevisionItems).values(
    changes.map((change) => ({ revision_id: revision.id, entity_value_id: change.entity_value_id, before: change.before, after: change.after })),
  );
  return revision.id;
}

/**
 * changeProject for a change of one module: the revision is recorded with the change, and the history
 * event says in words what content changed (the caller's summary stays for a restore and when only the
 * module's own fields changed). A content save that changed nothing records no event either. Answers the work's result and the revision's id (null when nothing changed).
 */
export async function changeModuleRevision<T>(
  db: Database,
  projectId: number,
  moduleId: number,
  work: (tx: Transaction) => Promise<T>,
  auth: AuthContext | null,
  event: ChangeEventSpec<T>,
  origin: RevisionOrigin = { kind: 'edit' },
  scope?: ChangeScope<T>,
): Promise<{ result: T; revisionId: number | null }> {
  return changeProject(db, projectId, async (tx) => {
    await lockModule(tx, moduleId);
    const before = await readModuleState(tx, moduleId, scope?.valueIds);
    const result = await work(tx);
    const after = await readModuleState(tx, moduleId, scope && [...new Set([...scope.valueIds, ...scope.writtenIds(result)])]);
    const changes = diffModuleStates(before, after);
    const revisionId = await recordRevision(tx, auth, projectId, moduleId, changes, origin);
    if (revisionId !== null) {
      const overwritten = scope?.overwritten && noticeOverwrites(scope.overwritten(result));
      await announceModuleChange(tx, {
        projectId,
        moduleId,
        revisionId,
        userId: actingUserId(auth),
        originClientId: auth?.liveClientId ?? null,
        ...(overwritten ? { overwritten } : {}),
      });
    }
    const module = (after.get(null) ?? before.get(null)) as { name: string } | undefined;
    return { result, revisionId, changes, moduleName: module?.name ?? '' };
  }, auth, ({ result, changes, revisionId, moduleName }) => {
    const change = typeof event === 'function' ? event(result) : event;
    // A save of content that changed nothing (a view saving what it loaded) leaves no trace.
    if (change === null || (revisionId === null && change.subject_type === 'EntityValue')) return null;
    const words = origin.kind === 'restore' ? null : describeModuleChange(moduleName, changes);
    return {
      ...change,
      summary: words ?? change.summary,
      details: { ...change.details, module_id: moduleId, ...(revisionId === null ? {} : { revision_id: revisionId }) },
    };
  });
}

/** changeModuleRevision answering the work's result alone: what every content write uses. */
export async function changeModule<T>(
  db: Database,
  projectId: number,
  moduleId: number,
  work: (tx: Transaction) => Promise<T>,
  auth: AuthContext | null,
  event: ChangeEventSpec<T>,
  scope?: ChangeScope<T>,
): Promise<T> {
  return (await changeModuleRevision(db, projectId, moduleId, work, auth, event, { kind: 'edit' }, scope)).result;
}
