/**
 * A committed change of a module's content, told to every API process: the write transaction NOTIFYs it (PostgreSQL
 * and PGlite deliver a notification only when its transaction commits, and never when it rolls back), and each
 * process's live hub (live-hub.ts) LISTENs. The notice is small; the values are read from the revision.
 */
import type { OverwrittenChange } from '../../core/domain/live-messages';
import { notify, type Queryable } from '../db/client';

export const MODULE_CHANGES_CHANNEL = 'tessera_module_changes';

export interface ModuleChangeNotice {
  projectId: number;
  moduleId: number;
  revisionId: number;
  userId: number | null;
  /** The live connection of the browser that made the change (LIVE_CLIENT_HEADER), which is not sent it back. */
  originClientId: string | null;
  /** What the change wrote over others' newer changes; kept short, for a notification carries at most 8,000 bytes. */
  overwritten?: OverwrittenChange[];
}

/** More than any one save overwrites in practice; the rest go untold rather than the notice failing. */
const MOST_OVERWRITTEN = 40;
const MOST_FIELDS = 10;

/** The overwrites a notice can carry, each field name cut to a sensible length. */
export function noticeOverwrites(overwritten: readonly OverwrittenChange[]): OverwrittenChange[] | undefined {
  const told = overwritten
    .filter((change) => change.fields.length > 0)
    .slice(0, MOST_OVERWRITTEN)
    .map((change) => ({ id: change.id, fields: change.fields.slice(0, MOST_FIELDS).map((field) => field.slice(0, 64)) }));
  return told.length > 0 ? told : undefined;
}

export async function announceModuleChange(tx: Queryable, notice: ModuleChangeNotice): Promise<void> {
  await notify(tx, MODULE_CHANGES_CHANNEL, JSON.stringify(notice));
}

export function parseModuleChangeNotice(payload: string): ModuleChangeNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<ModuleChangeNotice>;
    const { projectId, moduleId, revisionId } = notice;
    if (typeof projectId !== 'number' || typeof moduleId !== 'number' || typeof revisionId !== 'number') return null;
    return {
      projectId,
      moduleId,
      revisionId,
      userId: notice.userId ?? null,
      originClientId: notice.originClientId ?? null,
      ...(Array.isArray(notice.overwritten) ? { overwritten: notice.overwritten } : {}),
    };
  } catch {
    return null;
  }
}
