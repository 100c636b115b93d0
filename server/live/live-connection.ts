/**
 * One browser's live connection (core/domain/live-messages.ts): it must sign in with its first message, within
 * AUTH_TIMEOUT_MS; then it subscribes to the modules it has open, each allowed only if it may read the module, and
 * asks for what it missed of a subscribed module since a revision it saw (catch-up); while it has a module open,
 * others there see it (presence-hub.ts), with its selection and pointer as it reports them. Once it may no longer
 * read a module (asked again before each delivery and with each presence heartbeat), it is withdrawn from it.
 * Messages are handled one after another, in the order they came.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { LIVE_UNAUTHORISED, PRESENCE_MAX_ANCHOR, PRESENCE_MAX_SELECTION, type LiveClientMessage, type LiveServerMessage, type PresencePoint } from '../../core/domain/live-messages';
import type { LiveCredentials } from './live-credentials';
import type { LiveHub, LiveSubscriber } from './live-hub';
import type { PresenceHub, PresenceIdentity } from './presence-hub';

const AUTH_TIMEOUT_MS = 10_000;
/** More open modules than anyone has tabs for: a client asking beyond it is refused, not served without end. */
const MOST_SUBSCRIPTIONS = 500;

export type Authenticate = (token: string | null, sessionToken: string | null) => Promise<LiveCredentials | null>;

function parse(data: RawData): Partial<LiveClientMessage> | null {
  try {
    const message: unknown = JSON.parse(data.toString());
    return typeof message === 'object' && message !== null ? (message as Partial<LiveClientMessage>) : null;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
/** A selection as presence carries it: ids as strings, at most PRESENCE_MAX_SELECTION of them. */
const selectionOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id.length <= 200).slice(0, PRESENCE_MAX_SELECTION) : [];

const pointOf = (value: unknown): PresencePoint | null => {
  const point = value as Partial<PresencePoint> | null;
  if (!point || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return null;
  const { anchor } = point;
  return typeof anchor === 'string' && anchor.length <= PRESENCE_MAX_ANCHOR ? { x: point.x!, y: point.y!, anchor } : { x: point.x!, y: point.y! };
};

/** How a connection appears to others in a module: its user's name, or a share-link visitor's nothing. */
async function identityOf(subscriber: LiveSubscriber): Promise<PresenceIdentity> {
  const auth = await subscriber.credentials.current();
  return auth?.kind === 'user' ? { userId: auth.user.id, name: auth.user.name } : { userId: null, name: null };
}

/** A revision id, or 0 for "before any revision". */
const isRevision = (value: unknown): value is number => value === 0 || isId(value);

export function serveLiveConnection(socket: WebSocket, hub: LiveHub, presence: PresenceHub, authenticate: Authenticate, log: FastifyBaseLogger): void {
  const moduleIds = new Set<number>();
  let subscriber: LiveSubscriber | null = null;
  let handled = Promise.resolve();
  const send = (message: LiveServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = () => socket.close(LIVE_UNAUTHORISED, 'Sign in first');
  const withdraw = (moduleId: number) => {
    if (!subscriber || !moduleIds.delete(moduleId)) return;
    send({ type: 'refused', moduleId });
    void presence.leave(subscriber, moduleId);
  };
  const signInTimer = setTimeout(refuse, AUTH_TIMEOUT_MS);

  const handle = async (message: Partial<LiveClientMessage> | null): Promise<void> => {
    if (!subscriber) {
      if (message?.type !== 'auth') return refuse();
      const credentials = await authenticate(message.token ?? null, message.sessionToken ?? null);
      if (!credentials) return refuse();
      clearTimeout(signInTimer);
      subscriber = { clientId: randomUUID(), credentials, moduleIds, send, withdraw };
      hub.add(subscriber);
      return send({ type: 'ready', clientId: subscriber.clientId });
    }
    if (message?.type === 'subscribe' && isId(message.moduleId)) {
      const allowed = moduleIds.size < MOST_SUBSCRIPTIONS && (await hub.mayRead(subscriber.credentials, message.moduleId));
      if (allowed) moduleIds.add(message.moduleId);
      send({ type: allowed ? 'subscribed' : 'refused', moduleId: message.moduleId });
      if (allowed) await presence.join(subscriber, message.moduleId, await identityOf(subscriber));
    } else if (message?.type === 'unsubscribe' && isId(message.moduleId)) {
      moduleIds.delete(message.moduleId);
      await presence.leave(subscriber, message.moduleId);
    } else if (message?.type === 'presence' && isId(message.moduleId) && moduleIds.has(message.moduleId)) {
      await presence.update(subscriber, message.moduleId, selectionOf(message.selection), pointOf(message.cursor));
    } else if (message?.type === 'catch-up' && isId(message.moduleId) && isRevision(message.since)) {
      hub.catchUp(subscriber, message.moduleId, message.since);
    }
  };

  socket.on('message', (data: RawData) => {
    handled = handled.then(() => handle(parse(data))).catch((error: unknown) => log.error({ err: error }, 'A live message failed.'));
  });
  socket.on('close', () => {
    clearTimeout(signInTimer);
    if (!subscriber) return;
    hub.remove(subscriber);
    void presence.leaveAll(subscriber);
  });
}
