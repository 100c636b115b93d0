import { inject, injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import { TokenRefresher } from '../http/token-refresher';
import { LIVE_PATH, LIVE_UNAUTHORISED, type LiveClientMessage, type LiveServerMessage } from '../domain/live-messages';
import { LiveSocketFactory, type LiveModuleListener, type LiveSocket, type LiveState, type LiveUpdates } from './live-updates';
import { RuntimeConfigService } from './runtime-config-service';
import { Session } from './session';

const OPEN = 1;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

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

  private unsubscribe(moduleId: number, listener: LiveModuleListener): void {
    const listeners = this.listeners.get(moduleId);
    if (!listeners?.delete(listener) || listeners.size > 0) return;
    this.listeners.delete(moduleId);
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
      for (const moduleId of this.listeners.keys()) this.send({ type: 'subscribe', moduleId });
      const resumed = this.wasLive;
      this.wasLive = true;
      this.stateSubject.next('live');
      if (resumed) for (const listener of this.allListeners()) listener.resumed();
    } else if (message?.type === 'module-changed') {
      for (const listener of [...(this.listeners.get(message.moduleId) ?? [])]) listener.changed(message);
    }
  }

  private closed(socket: LiveSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.session.setLiveClientId(null);
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

  private allListeners(): LiveModuleListener[] {
    return [...this.listeners.values()].flatMap((listeners) => [...listeners]);
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
