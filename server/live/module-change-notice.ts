/**
 * A committed change of a module's content, told to every API process: the write transaction NOTIFYs it (PostgreSQL
 * and PGlite deliver a notification only when its transaction commits, and never when it rolls back), and each
 * process's live hub (live-hub.ts) LISTENs. The notice is small; the values are read from the revision.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

export const MODULE_CHANGES_CHANNEL = 'tessera_module_changes';

export interface ModuleChangeNotice {
  projectId: number;
  moduleId: number;
  revisionId: number;
  userId: number | null;
  /** The live connection of the browser that made the change (LIVE_CLIENT_HEADER), which is not sent it back. */
  originClientId: string | null;
}

export async function announceModuleChange(tx: Queryable, notice: ModuleChangeNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${MODULE_CHANGES_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseModuleChangeNotice(payload: string): ModuleChangeNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<ModuleChangeNotice>;
    const { projectId, moduleId, revisionId } = notice;
    if (typeof projectId !== 'number' || typeof moduleId !== 'number' || typeof revisionId !== 'number') return null;
    return { projectId, moduleId, revisionId, userId: notice.userId ?? null, originClientId: notice.originClientId ?? null };
  } catch {
    return null;
  }
}
