/**
 * The live connections of one API process and what they subscribed to. Each committed module change arrives as a
 * notification (module-change-notice.ts), whichever process made it; the hub reads what the revision changed once
 * and sends it to every subscriber but the one that made it, after asking again whether each may still read it (one
 * that may not is withdrawn from the module).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveServerMessage } from '../../core/domain/live-messages';
import { listenToNotifications, type Database } from '../db/client';
import { mayReadModule, type LiveCredentials } from './live-credentials';
import { MODULE_CHANGES_CHANNEL, parseModuleChangeNotice, type ModuleChangeNotice } from './module-change-notice';
import { revisionValueChanges, valueChangesSince } from './revision-changes';

export interface LiveSubscriber {
  readonly clientId: string;
  readonly credentials: LiveCredentials;
  readonly moduleIds: ReadonlySet<number>;
  send(message: LiveServerMessage): void;
  /** Stops following a module it may no longer read; the connection is told it is refused. */
  withdraw(moduleId: number): void;
}

export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  /** The last delivery of each module still under way, which the module's next one waits for. */
  private readonly deliveries = new Map<number, Promise<void>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await listenToNotifications(this.db, MODULE_CHANGES_CHANNEL, (payload) => {
      const notice = parseModuleChangeNotice(payload);
      if (notice) this.inModuleOrder(notice.moduleId, () => this.deliver(notice));
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  add(subscriber: LiveSubscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Whether the connection may read the module now. */
  mayRead(credentials: LiveCredentials, moduleId: number): Promise<boolean> {
    return mayReadModule(this.db, credentials, moduleId);
  }

  /**
   * Answers one subscriber everything that changed in the module after revision `since` (what it missed while it
   * loaded or was away), in turn with the module's deliveries, so nothing sent after it is older.
   */
  catchUp(subscriber: LiveSubscriber, moduleId: number, since: number): void {
    this.inModuleOrder(moduleId, async () => {
      if (!subscriber.moduleIds.has(moduleId)) return;
      if (!(await this.mayRead(subscriber.credentials, moduleId))) return subscriber.withdraw(moduleId);
      const changes = await valueChangesSince(this.db, moduleId, since);
      subscriber.send({ type: 'module-changed', moduleId, userId: null, since, ...changes });
    });
  }

  /**
   * Runs a module's deliveries one after another, in the order they came (for changes: the order they committed):
   * each awaits reads, so two running at once could arrive swapped, and a value created and removed again would
   * come back to the subscriber.
   */
  private inModuleOrder(moduleId: number, task: () => Promise<void>): void {
    const delivered: Promise<void> = (this.deliveries.get(moduleId) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, 'A live change could not be delivered.'))
      .finally(() => {
        if (this.deliveries.get(moduleId) === delivered) this.deliveries.delete(moduleId);
      });
    this.deliveries.set(moduleId, delivered);
  }

  private async deliver(notice: ModuleChangeNotice): Promise<void> {
    const audience = [...this.subscribers].filter((subscriber) => subscriber.moduleIds.has(notice.moduleId) && subscriber.clientId !== notice.originClientId);
    if (audience.length === 0) return;
    const changes = await revisionValueChanges(this.db, notice.moduleId, notice.revisionId);
    const message: LiveServerMessage = {
      type: 'module-changed',
      moduleId: notice.moduleId,
      revisionId: notice.revisionId,
      userId: notice.userId,
      ...changes,
      ...(notice.overwritten ? { overwritten: notice.overwritten } : {}),
    };
    await Promise.all(
      audience.map(async (subscriber) => {
        if (await this.mayRead(subscriber.credentials, notice.moduleId)) subscriber.send(message);
        else subscriber.withdraw(notice.moduleId);
      }),
    );
  }
}
