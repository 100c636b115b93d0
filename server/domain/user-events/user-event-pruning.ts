/**
 * The user event log keeps an event for the retention period (TESSERA_USER_EVENT_RETENTION_DAYS, default
 * 400 days): a job deletes older ones at start-up and then once a day, a batch per statement so that it
 * never holds a long lock on the table the statistics read.
 */
import { inArray, lt } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { runAlone } from '../../db/job-lock';
import { userEvents } from '../../db/schema';

const PRUNE_BATCH_SIZE = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the events created before `now` minus `retentionDays`; answers how many went. */
export async function pruneUserEvents(db: Queryable, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const oldest = db.select({ id: userEvents.id }).from(userEvents).where(lt(userEvents.created_at, cutoff)).orderBy(userEvents.id).limit(PRUNE_BATCH_SIZE);
    const batch = await db.delete(userEvents).where(inArray(userEvents.id, oldest)).returning({ id: userEvents.id });
    deleted += batch.length;
    if (batch.length < PRUNE_BATCH_SIZE) return deleted;
  }
}

/** Prunes now and then daily, in one API process at a time; the timer does not keep the process alive. */
export function scheduleUserEventPruning(db: Database, retentionDays: number, onError: (error: unknown) => void): void {
  const prune = () => void runAlone(db, 'user-event-pruning', () => pruneUserEvents(db, new Date(), retentionDays)).catch(onError);
  prune();
  const timer = setInterval(prune, DAY_MS);
  timer.unref();
}
