/**
 * One browser's live connection (core/domain/live-messages.ts): it must sign in with its first message, within
 * AUTH_TIMEOUT_MS; then it subscribes to the modules it has open, each allowed only if it may read the module.
 * Messages are handled one after another, in the order they came.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { LIVE_UNAUTHORISED, type LiveClientMessage, type LiveServerMessage } from '../../core/domain/live-messages';
import type { LiveCredentials } from './live-credentials';
import type { LiveHub, LiveSubscriber } from './live-hub';

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

export function serveLiveConnection(socket: WebSocket, hub: LiveHub, authenticate: Authenticate, log: FastifyBaseLogger): void {
  const moduleIds = new Set<number>();
  let subscriber: LiveSubscriber | null = null;
  let handled = Promise.resolve();
  const send = (message: LiveServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const refuse = () => socket.close(LIVE_UNAUTHORISED, 'Sign in first');
  const signInTimer = setTimeout(refuse, AUTH_TIMEOUT_MS);

  const handle = async (message: Partial<LiveClientMessage> | null): Promise<void> => {
    if (!subscriber) {
      if (message?.type !== 'auth') return refuse();
      const credentials = await authenticate(message.token ?? null, message.sessionToken ?? null);
      if (!credentials) return refuse();
      clearTimeout(signInTimer);
      subscriber = { clientId: randomUUID(), credentials, moduleIds, send };
      hub.add(subscriber);
      return send({ type: 'ready', clientId: subscriber.clientId });
    }
    if (message?.type === 'subscribe' && isId(message.moduleId)) {
      const allowed = moduleIds.size < MOST_SUBSCRIPTIONS && (await hub.mayRead(subscriber.credentials, message.moduleId));
      if (allowed) moduleIds.add(message.moduleId);
      send({ type: allowed ? 'subscribed' : 'refused', moduleId: message.moduleId });
    } else if (message?.type === 'unsubscribe' && isId(message.moduleId)) {
      moduleIds.delete(message.moduleId);
    }
  };

  socket.on('message', (data: RawData) => {
    handled = handled.then(() => handle(parse(data))).catch((error: unknown) => log.error({ err: error }, 'A live message failed.'));
  });
  socket.on('close', () => {
    clearTimeout(signInTimer);
    if (subscriber) hub.remove(subscriber);
  });
}
