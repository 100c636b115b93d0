/**
 * Presence: who has a module open, what they have selected and where their pointer is. Each API process announces
 * its own connections on a NOTIFY channel (PostgreSQL; PGlite in process), again every PRESENCE_HEARTBEAT_MS, and
 * tells its connections what it hears of others in their modules, whichever process those are on. With each
 * heartbeat it asks again whether its connections may still read their modules, and withdraws those that may not, so
 * someone whose access was taken away neither shows nor sees others for more than a heartbeat.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PresenceEntry, PresencePoint } from '../../core/domain/live-messages';
import { listenToNotifications, notify, type Database } from '../db/client';
import { mayReadModule } from './live-credentials';
import type { LiveSubscriber } from './live-hub';
import { parsePresenceNotice, PRESENCE_EXPIRY_MS, PRESENCE_HEARTBEAT_MS, PresenceBoard, type PresenceNotice } from './presence-board';

export const PRESENCE_CHANNEL = 'tessera_presence';

/** Who a connection is, as others see them. */
export interface PresenceIdentity {
  userId: number | null;
  name: string | null;
}

interface Member {
  moduleId: number;
  subscriber: LiveSubscriber;
  entry: PresenceEntry;
}

const memberKey = (moduleId: number, clientId: string) => `${moduleId}:${clientId}`;

/** Someone as a connection may see them: a share-link visitor is told no one's name or account. */
const asSeenBy = (viewer: PresenceEntry, entry: PresenceEntry): PresenceEntry =>
  viewer.userId === null ? { ...entry, userId: null, name: null } : entry;

export class PresenceHub {
  private readonly board = new PresenceBoard();
  /** This process's connections in their modules. */
  private readonly members = new Map<string, Member>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private checkingAccess = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await listenToNotifications(this.db, PRESENCE_CHANNEL, (payload) => {
      const notice = parsePresenceNotice(payload);
      if (notice && this.board.apply(notice, Date.now())) this.tellMembers(notice);
    });
    this.heartbeat = setInterval(() => this.beat(), PRESENCE_HEARTBEAT_MS);
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** A connection opened the module: it hears who else is there, and they hear of it. */
  async join(subscriber: LiveSubscriber, moduleId: number, who: PresenceIdentity): Promise<void> {
    const entry: PresenceEntry = { clientId: subscriber.clientId, ...who, selection: [], cursor: null };
    this.members.set(memberKey(moduleId, subscriber.clientId), { moduleId, subscriber, entry });
    for (const other of this.board.others(moduleId, subscriber.clientId)) subscriber.send({ type: 'presence', moduleId, entry: asSeenBy(entry, other) });
    await this.announce({ moduleId, entry });
  }

  async update(subscriber: LiveSubscriber, moduleId: number, selection: string[], cursor: PresencePoint | null): Promise<void> {
    const member = this.members.get(memberKey(moduleId, subscriber.clientId));
    if (!member) return;
    member.entry = { ...member.entry, selection, cursor };
    await this.announce({ moduleId, entry: member.entry });
  }

  async leave(subscriber: LiveSubscriber, moduleId: number): Promise<void> {
    if (!this.members.delete(memberKey(moduleId, subscriber.clientId))) return;
    await this.announce({ moduleId, left: subscriber.clientId });
  }

  async leaveAll(subscriber: LiveSubscriber): Promise<void> {
    const modules = [...this.members.values()].filter((member) => member.subscriber === subscriber).map((member) => member.moduleId);
    await Promise.all(modules.map((moduleId) => this.leave(subscriber, moduleId)));
  }

  private announce(notice: PresenceNotice): Promise<void> {
    return notify(this.db, PRESENCE_CHANNEL, JSON.stringify(notice)).catch(
      (error: unknown) => this.log.error({ err: error }, 'Presence could not be announced.'),
    );
  }

  private tellMembers(notice: PresenceNotice): void {
    const from = 'left' in notice ? notice.left : notice.entry.clientId;
    for (const member of this.members.values()) {
      if (member.moduleId !== notice.moduleId || member.subscriber.clientId === from) continue;
      member.subscriber.send(
        'left' in notice
          ? { type: 'presence-left', moduleId: notice.moduleId, clientId: notice.left }
          : { type: 'presence', moduleId: notice.moduleId, entry: asSeenBy(member.entry, notice.entry) },
      );
    }
  }

  /** Says again that this process's connections are there, and lets go of those nobody announced for a while. */
  private beat(): void {
    for (const { moduleId, entry } of this.members.values()) void this.announce({ moduleId, entry });
    for (const gone of this.board.expire(Date.now() - PRESENCE_EXPIRY_MS)) this.tellMembers(gone);
    void this.withdrawUnreadable();
  }

  private async withdrawUnreadable(): Promise<void> {
    if (this.checkingAccess) return;
    this.checkingAccess = true;
    try {
      const members = [...this.members.values()];
      const readable = await Promise.all(members.map((member) => mayReadModule(this.db, member.subscriber.credentials, member.moduleId)));
      members.forEach((member, index) => {
        if (!readable[index]) member.subscriber.withdraw(member.moduleId);
      });
    } catch (error: unknown) {
      this.log.error({ err: error }, 'Access to modules with presence could not be checked.');
    } finally {
      this.checkingAccess = false;
    }
  }
}
