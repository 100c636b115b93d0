/**
 * Retention of module revisions (TESSERA_MODULE_REVISION_RETENTION_DAYS, default 365): a job folds every
 * revision older than the retention into one daily snapshot per module and UTC day. The day's last
 * revision is kept (kind 'daily'); its items become the day's whole change, each item's first before and
 * last after (an item back where it started drops out), and the day's other revisions are deleted. The
 * chain of revisions stays complete, so a module can still be restored as it was at the end of any such day.
 */
import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { runAlone } from '../../db/job-lock';
import { moduleRevisionItems, moduleRevisions } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

interface OldRevision {
  id: number;
  module_id: number;
  kind: string;
  created_at: Date;
}

/** The revisions of one module and UTC day, oldest first. */
function byModuleAndDay(revisions: readonly OldRevision[]): OldRevision[][] {
  const days = new Map<string, OldRevision[]>();
  for (const revision of revisions) {
    const key = `${revision.module_id}:${revision.created_at.toISOString().slice(0, 10)}`;
    days.set(key, [...(days.get(key) ?? []), revision]);
  }
  return [...days.values()];
}

async function foldDay(db: Queryable, day: readonly OldRevision[]): Promise<void> {
  const kept = day[day.length - 1];
  const ids = day.map((revision) => revision.id);
  const items = await db
    .select()
    .from(moduleRevisionItems)
    .where(inArray(moduleRevisionItems.revision_id, ids))
    .orderBy(asc(moduleRevisionItems.revision_id), asc(moduleRevisionItems.id));
  const folded = new Map<number | null, { before: unknown; after: unknown }>();
  for (const item of items) {
    const earlier = folded.get(item.entity_value_id);
    folded.set(item.entity_value_id, { before: earlier ? earlier.before : item.before, after: item.after });
  }
  const changed = [...folded].filter(([, item]) => JSON.stringify(item.before) !== JSON.stringify(item.after));
  await db.delete(moduleRevisionItems).where(inArray(moduleRevisionItems.revision_id, ids));
  await db.delete(moduleRevisions).where(inArray(moduleRevisions.id, ids.slice(0, -1)));
  await db.update(moduleRevisions).set({ kind: 'daily', restored_from_id: null }).where(eq(moduleRevisions.id, kept.id));
  if (changed.length > 0) {
    await db.insert(moduleRevisionItems).values(changed.map(([id, item]) => ({ revision_id: kept.id, entity_value_id: id, before: item.before, after: item.after })));
  }
}

/** Folds the revisions created before `now` minus `retentionDays` into daily snapshots; answers how many revisions went. */
export async function pruneModuleRevisions(db: Queryable, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const old = await db
    .select({ id: moduleRevisions.id, module_id: moduleRevisions.module_id, kind: moduleRevisions.kind, created_at: moduleRevisions.created_at })
    .from(moduleRevisions)
    .where(lt(moduleRevisions.created_at, cutoff))
    .orderBy(asc(moduleRevisions.module_id), asc(moduleRevisions.id));
  let deleted = 0;
  for (const day of byModuleAndDay(old)) {
    if (day.length === 1 && day[0].kind === 'daily') continue;
    // One transaction per day, so a stop midway leaves every day either folded or as it was.
    await db.transaction(async (tx) => foldDay(tx, day));
    deleted += day.length - 1;
  }
  return deleted;
}

/** Prunes now and then daily, in one API process at a time; the timer does not keep the process alive. */
export function scheduleModuleRevisionPruning(db: Database, retentionDays: number, onError: (error: unknown) => void): void {
  const prune = () => void runAlone(db, 'module-revision-pruning', () => pruneModuleRevisions(db, new Date(), retentionDays)).catch(onError);
  prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
}
