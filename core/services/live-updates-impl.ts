import { inject, injectable } from 'inversify';
import { BehaviorSubject, map, type Observable } from 'rxjs';
import { TokenRefresher } from '../http/token-refresher';
import {
  LIVE_PATH,
  LIVE_UNAUTHORISED,
  PRESENCE_MAX_SELECTION,
  type LiveClientMessage,
  type LiveServerMessage,
  type ModuleChanged,
  type PresenceEntry,
  type PresencePoint,
} from '../domain/live-messages';
import { LiveSocketFactory, type LiveModuleListener, type LiveSocket, type LiveState, type LiveUpdates } from './live-updates';
import { RuntimeConfigService } from './runtime-config-service';
import { Session } from './session';

const OPEN = 1;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/** Of one module: the newest revision received, and the catch-ups asked for and not answered yet (their `since`). */
interface ModuleRevisions {
  latest: number;
  asked: number[];
}

/** Where a catch-up after a lost connection starts: nothing after it can have been missed. */
const catchUpFrom = ({ latest, asked }: ModuleRevisions) => Math.min(latest, ...asked);

/** The sockets URL of the configuration, else the API server's own `/api/live` (ws: or wss: as the page). */
export function liveUrl(socketsUrl: string, backendUrl: string, location: { href: string }): string {
  const url = new URL(socketsUrl || `${backendUrl.replace(/\/+$/, '')}${LIVE_PATH}`, location.href);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}

@injectable()
export class LiveUpdatesImpl implements LiveUpdates {
  private readonly listeners = new Map<number, Set<LiveModuleListener>>();
  private readonly revisions = new Map<number, ModuleRevisions>();
  /** Per module: the others there, by their connection. */
  private readonly others = new Map<number, BehaviorSubject<ReadonlyMap<string, PresenceEntry>>>();
  /** Per module: what this person last said of their selection and pointer. */
  private readonly ownPresence = new Map<number, Extract<LiveClientMessage, { type: 'presence' }>>();
  private readonly stateSubject = new BehaviorSubject<LiveState>('off');
  private socket: LiveSocket | null = null;
  private wasLive = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  readonly state$ = this.stateSubject.asObservable();

  constructor(
    @inject(RuntimeConfigService) private readonly runtime: RuntimeConfigService,
    @inject(Session) private readonly session: Session,
    @inject(TokenRefresher) private readonly refresher: TokenRefresher,
    @inject(LiveSocketFactory) private readonly openSocket: LiveSocketFactory,
  ) {}

  subscribe(moduleId: number, listener: LiveModuleListener): () => void {
    const listeners = this.listeners.get(moduleId) ?? new Set();
    const first = listeners.size === 0;
    listeners.add(listener);
    this.listeners.set(moduleId, listeners);
    if (this.socket === null && this.retryTimer === null) this.connect();
    else if (first && this.stateSubject.value === 'live') this.send({ type: 'subscribe', moduleId });
    return () => this.unsubscribe(moduleId, listener);
  }

  presence$(moduleId: number): Observable<readonly PresenceEntry[]> {
    return this.othersIn(moduleId).pipe(map((others) => [...others.values()]));
  }

  publishPresence(moduleId: number, selection: readonly string[], cursor: PresencePoint | null): void {
    if (!this.listeners.has(moduleId)) return;
    // Others are shown at most PRESENCE_MAX_SELECTION of it (the server keeps no more), so a huge selection is not sent whole.
    const message = { type: 'presence' as const, moduleId, selection: selection.slice(0, PRESENCE_MAX_SELECTION), cursor };
    this.ownPresence.set(moduleId, message);
    if (this.stateSubject.value === 'live') this.send(message);
  }

  private othersIn(moduleId: number): BehaviorSubject<ReadonlyMap<string, PresenceEntry>> {
    let others = this.others.get(moduleId);
    if (!others) {
      others = new BehaviorSubject<ReadonlyMap<string, PresenceEntry>>(new Map());
      this.others.set(moduleId, others);
    }
    return others;
  }

  private changePresence(moduleId: number, change: (others: Map<string, PresenceEntry>) => void): void {
    const others = this.othersIn(moduleId);
    const next = new Map(others.value);
    change(next);
    others.next(next);
  }

  /** Nobody is known to be anywhere until the server says again (after a reconnect). */
  private forgetPresence(): void {
    for (const others of this.others.values()) if (others.value.size > 0) others.next(new Map());
  }

  seen(moduleId: number, revision: number): void {
    if (!this.listeners.has(moduleId)) return;
    const known = this.revisions.get(moduleId);
    if (known) known.asked.push(revision);
    else this.revisions.set(moduleId, { latest: revision, asked: [revision] });
    // Not live yet: the catch-up goes with the subscription once the connection is ready.
    if (this.stateSubject.value === 'live') this.send({ type: 'catch-up', moduleId, since: revision });
  }

  private unsubscribe(moduleId: number, listener: LiveModuleListener): void {
    const listeners = this.listeners.get(moduleId);
    if (!listeners?.delete(listener) || listeners.size > 0) return;
    this.listeners.delete(moduleId);
    this.revisions.delete(moduleId);
    this.ownPresence.delete(moduleId);
    this.others.get(moduleId)?.next(new Map());
    if (this.listeners.size === 0) this.stop();
    else if (this.stateSubject.value === 'live') this.send({ type: 'unsubscribe', moduleId });
  }

  private connect(): void {
    this.retryTimer = null;
    this.stateSubject.next(this.wasLive ? 'reconnecting' : 'connecting');
    const { socketsUrl, backendUrl } = this.runtime.config;
    const socket = this.openSocket(liveUrl(socketsUrl, backendUrl, globalThis.location));
    this.socket = socket;
    socket.onopen = () => void this.authenticate(socket);
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.closed(socket, event.code);
  }

  private async authenticate(socket: LiveSocket): Promise<void> {
    const token = this.session.accessToken ?? (this.session.sessionToken ? null : await this.refresher.refresh());
    if (socket !== this.socket) return;
    this.send({ type: 'auth', token, sessionToken: this.session.sessionToken });
  }

  private receive(data: unknown): void {
    const message = parse(data);
    if (message?.type === 'ready') {
      this.session.setLiveClientId(message.clientId);
      this.retryMs = FIRST_RETRY_MS;
      const resumed = this.wasLive;
      this.wasLive = true;
      this.stateSubject.next('live');
      for (const moduleId of this.listeners.keys()) this.follow(moduleId, resumed);
    } else if (message?.type === 'module-changed') {
      this.received(message);
      for (const listener of [...(this.listeners.get(message.moduleId) ?? [])]) listener.changed(message);
    } else if (message?.type === 'presence' && this.listeners.has(message.moduleId)) {
      this.changePresence(message.moduleId, (others) => others.set(message.entry.clientId, message.entry));
    } else if (message?.type === 'presence-left') {
      this.changePresence(message.moduleId, (others) => others.delete(message.clientId));
    }
  }

  /** Subscribes to a module on a new connection and catches up from the revision it holds, else has it loaded again. */
  private follow(moduleId: number, resumed: boolean): void {
    this.send({ type: 'subscribe', moduleId });
    const presence = this.ownPresence.get(moduleId);
    if (presence) this.send(presence);
    const known = this.revisions.get(moduleId);
    if (known) {
      const since = catchUpFrom(known);
      known.asked = [since];
      this.send({ type: 'catch-up', moduleId, since });
    } else if (resumed) {
      for (const listener of [...(this.listeners.get(moduleId) ?? [])]) listener.resumed();
    }
  }

  private received({ moduleId, revisionId, since }: ModuleChanged): void {
    const known = this.revisions.get(moduleId);
    if (!known) return;
    known.latest = Math.max(known.latest, revisionId);
    const answered = since === undefined ? -1 : known.asked.indexOf(since);
    if (answered >= 0) known.asked.splice(answered, 1);
  }

  private closed(socket: LiveSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.session.setLiveClientId(null);
    this.forgetPresence();
    if (this.listeners.size === 0) return;
    // A refused token is refreshed before the next try; the session may have ended, which the next request tells.
    if (code === LIVE_UNAUTHORISED) this.session.setAccessToken(null);
    this.stateSubject.next('reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }

  private stop(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.session.setLiveClientId(null);
    this.wasLive = false;
    this.retryMs = FIRST_RETRY_MS;
    this.stateSubject.next('off');
    socket?.close(1000);
  }

  private send(message: LiveClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }
}

function parse(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as LiveServerMessage;
  } catch {
    return null;
  }
}
