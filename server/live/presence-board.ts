/**
 * Who has which module open, across every API process: each process announces its own connections' presence
 * (presence-hub.ts) and hears everyone's. An entry not announced again within PRESENCE_EXPIRY_MS is gone: its
 * process stopped without saying goodbye. Pure bookkeeping; nothing here sends.
 */
import type { PresenceEntry } from '../../core/domain/live-messages';

/** How often a process announces its connections again, to say they are still there. */
export const PRESENCE_HEARTBEAT_MS = 3_000;
/** After how long without an announcement someone counts as gone. */
export const PRESENCE_EXPIRY_MS = 10_000;

export type PresenceNotice = { moduleId: number; entry: PresenceEntry } | { moduleId: number; left: string };

export class PresenceBoard {
  private readonly modules = new Map<number, Map<string, { entry: PresenceEntry; seenAt: number }>>();

  /** Takes a notice in; answers whether it changed what others should be told. */
  apply(notice: PresenceNotice, now: number): boolean {
    const present = this.modules.get(notice.moduleId) ?? new Map<string, { entry: PresenceEntry; seenAt: number }>();
    this.modules.set(notice.moduleId, present);
    if ('left' in notice) {
      const known = present.delete(notice.left);
      if (present.size === 0) this.modules.delete(notice.moduleId);
      return known;
    }
    const before = present.get(notice.entry.clientId)?.entry;
    present.set(notice.entry.clientId, { entry: notice.entry, seenAt: now });
    return JSON.stringify(before) !== JSON.stringify(notice.entry);
  }

  /** Everyone in the module but `clientId`. */
  others(moduleId: number, clientId: string): PresenceEntry[] {
    return [...(this.modules.get(moduleId)?.values() ?? [])].map(({ entry }) => entry).filter((entry) => entry.clientId !== clientId);
  }

  /** Drops the entries not announced since `before`, answering them as notices that they left. */
  expire(before: number): PresenceNotice[] {
    const gone: PresenceNotice[] = [];
    for (const [moduleId, present] of this.modules) {
      for (const [clientId, { seenAt }] of present) if (seenAt < before) gone.push({ moduleId, left: clientId });
    }
    for (const notice of gone) this.apply(notice, before);
    return gone;
  }
}

export function parsePresenceNotice(payload: string): PresenceNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<{ moduleId: number; entry: PresenceEntry; left: string }>;
    if (typeof notice.moduleId !== 'number') return null;
    if (typeof notice.left === 'string') return { moduleId: notice.moduleId, left: notice.left };
    if (notice.entry && typeof notice.entry.clientId === 'string') return { moduleId: notice.moduleId, entry: notice.entry };
    return null;
  } catch {
    return null;
  }
}
