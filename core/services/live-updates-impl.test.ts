import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_MAX_SELECTION, type ModuleChanged } from '../domain/live-messages';
import { fakeLiveSockets } from '../testing/fake-live-socket';
import { testRuntimeConfig } from '../testing/runtime-config';
import type { TokenRefresher } from '../http/token-refresher';
import { LiveUpdatesImpl, liveUrl } from './live-updates-impl';
import type { LiveModuleListener } from './live-updates';
import { RuntimeConfigServiceImpl } from './runtime-config-service-impl';
import { SessionImpl } from './session-impl';

function live({ token = 'token-1' }: { token?: string | null } = {}) {
  const session = new SessionImpl();
  session.setAccessToken(token);
  const refresh = vi.fn(async () => 'refreshed');
  const { factory, sockets } = fakeLiveSockets();
  const updates = new LiveUpdatesImpl(new RuntimeConfigServiceImpl(testRuntimeConfig()), session, { refresh } as unknown as TokenRefresher, factory);
  return { updates, session, sockets, refresh };
}

function listener(): LiveModuleListener & { changes: ModuleChanged[]; resumes: number } {
  const record = {
    changes: [] as ModuleChanged[],
    resumes: 0,
    changed: (change: ModuleChanged) => record.changes.push(change),
    resumed: () => {
      record.resumes += 1;
    },
  };
  return record;
}

const change = (moduleId: number): ModuleChanged => ({ type: 'module-changed', moduleId, revisionId: 9, userId: 2, values: [], destroyedIds: [5] });

afterEach(() => vi.useRealTimers());

describe('liveUrl', () => {
  it('is the API server’s /api/live as a WebSocket address, unless a sockets URL is configured', () => {
    expect(liveUrl('', '', { href: 'https://tessera.test/projects/1' })).toBe('wss://tessera.test/api/live');
    expect(liveUrl('', 'http://api.test:8080/', { href: 'https://tessera.test/' })).toBe('ws://api.test:8080/api/live');
    expect(liveUrl('wss://live.test/sockets', '', { href: 'https://tessera.test/' })).toBe('wss://live.test/sockets');
  });
});

describe('LiveUpdatesImpl', () => {
  it('connects with the first subscription, signs in with the access token and subscribes once ready', async () => {
    const { updates, session, sockets } = live();
    const risks = listener();
    updates.subscribe(11, risks);
    expect(sockets).toHaveLength(1);
    sockets[0].open();
    await vi.waitFor(() => expect(sockets[0].sent).toEqual([{ type: 'auth', token: 'token-1', sessionToken: null }]));
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'subscribe', moduleId: 11 });
    expect(session.liveClientId).toBe('client-a');
  });

  it('hands a module’s changes to its listeners only', async () => {
    const { updates, sockets } = live();
    const risks = listener();
    const board = listener();
    updates.subscribe(11, risks);
    updates.subscribe(12, board);
    sockets[0].open();
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    sockets[0].answer(change(11));
    expect(risks.changes).toEqual([change(11)]);
    expect(board.changes).toEqual([]);
  });

  it('fetches a token first when it has none', async () => {
    const { updates, sockets, refresh } = live({ token: null });
    updates.subscribe(11, listener());
    sockets[0].open();
    await vi.waitFor(() => expect(sockets[0].sent).toEqual([{ type: 'auth', token: 'refreshed', sessionToken: null }]));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a loss, waiting longer each time, and has a module whose revision it never saw loaded again', async () => {
    vi.useFakeTimers();
    const { updates, session, sockets } = live();
    const risks = listener();
    updates.subscribe(11, risks);
    sockets[0].open();
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });

    sockets[0].drop();
    expect(session.liveClientId).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    sockets[2].open();
    await vi.advanceTimersByTimeAsync(0);
    sockets[2].answer({ type: 'ready', clientId: 'client-b' });

    expect(sockets[2].sent.at(-1)).toEqual({ type: 'subscribe', moduleId: 11 });
    expect(risks.resumes).toBe(1);
    expect(session.liveClientId).toBe('client-b');
  });

  it('asks for what changed after a loaded revision, at once when live, else with the subscription', () => {
    const { updates, sockets } = live();
    updates.subscribe(11, listener());
    updates.subscribe(12, listener());
    updates.seen(11, 40);
    sockets[0].open();
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    expect(sockets[0].sent.slice(-3)).toEqual([
      { type: 'subscribe', moduleId: 11 },
      { type: 'catch-up', moduleId: 11, since: 40 },
      { type: 'subscribe', moduleId: 12 },
    ]);
    updates.seen(12, 7);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'catch-up', moduleId: 12, since: 7 });
  });

  it('catches up after a loss from the newest revision it holds, without loading again', async () => {
    vi.useFakeTimers();
    const { updates, sockets } = live();
    const risks = listener();
    updates.subscribe(11, risks);
    sockets[0].open();
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    updates.seen(11, 40);
    sockets[0].answer({ ...change(11), revisionId: 45, since: 40 });
    sockets[0].answer({ ...change(11), revisionId: 47 });

    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1].open();
    await vi.advanceTimersByTimeAsync(0);
    sockets[1].answer({ type: 'ready', clientId: 'client-b' });
    expect(sockets[1].sent.slice(-2)).toEqual([
      { type: 'subscribe', moduleId: 11 },
      { type: 'catch-up', moduleId: 11, since: 47 },
    ]);
    expect(risks.resumes).toBe(0);
  });

  it('catches up from a load still unanswered when the connection was lost', async () => {
    vi.useFakeTimers();
    const { updates, sockets } = live();
    updates.subscribe(11, listener());
    sockets[0].open();
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    updates.seen(11, 40);
    updates.seen(11, 30);
    sockets[0].answer({ ...change(11), revisionId: 45, since: 40 });

    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1].open();
    await vi.advanceTimersByTimeAsync(0);
    sockets[1].answer({ type: 'ready', clientId: 'client-b' });
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'catch-up', moduleId: 11, since: 30 });
  });

  it('keeps who else is in a module, says where this person is, and forgets the others when the connection goes', async () => {
    vi.useFakeTimers();
    const { updates, sockets } = live();
    updates.subscribe(11, listener());
    const seen: string[][] = [];
    updates.presence$(11).subscribe((others) => seen.push(others.map((entry) => `${entry.name}:${entry.selection.join('+')}`)));
    updates.publishPresence(11, ['task-1'], { x: 3, y: 4 });
    sockets[0].open();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    expect(sockets[0].sent.slice(-2)).toEqual([
      { type: 'subscribe', moduleId: 11 },
      { type: 'presence', moduleId: 11, selection: ['task-1'], cursor: { x: 3, y: 4 } },
    ]);
    const ann = { clientId: 'client-b', userId: 5, name: 'Ann', selection: [], cursor: null };
    sockets[0].answer({ type: 'presence', moduleId: 11, entry: ann });
    sockets[0].answer({ type: 'presence', moduleId: 11, entry: { ...ann, selection: ['flow-2'] } });
    sockets[0].answer({ type: 'presence', moduleId: 11, entry: { ...ann, clientId: 'client-c', name: 'Bob' } });
    sockets[0].answer({ type: 'presence-left', moduleId: 11, clientId: 'client-c' });
    sockets[0].drop();
    expect(seen).toEqual([[], ['Ann:'], ['Ann:flow-2'], ['Ann:flow-2', 'Bob:'], ['Ann:flow-2'], []]);
  });

  it('tells others at most the first PRESENCE_MAX_SELECTION ids of a selection', async () => {
    vi.useFakeTimers();
    const { updates, sockets } = live();
    updates.subscribe(11, listener());
    sockets[0].open();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    const selection = Array.from({ length: PRESENCE_MAX_SELECTION + 50 }, (_, index) => `cell-${index}`);
    updates.publishPresence(11, selection, null);
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'presence', moduleId: 11, selection: selection.slice(0, PRESENCE_MAX_SELECTION), cursor: null });
  });

  it('drops a refused token so the next try fetches a fresh one', async () => {
    vi.useFakeTimers();
    const { updates, session, sockets } = live();
    updates.subscribe(11, listener());
    sockets[0].open();
    sockets[0].drop(4401);
    expect(session.accessToken).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1].open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets[1].sent).toEqual([{ type: 'auth', token: 'refreshed', sessionToken: null }]);
  });

  it('unsubscribes a module nobody listens to any more, and closes with the last one', () => {
    const { updates, session, sockets } = live();
    const stopRisks = updates.subscribe(11, listener());
    const stopBoard = updates.subscribe(12, listener());
    sockets[0].open();
    sockets[0].answer({ type: 'ready', clientId: 'client-a' });
    stopRisks();
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'unsubscribe', moduleId: 11 });
    stopBoard();
    expect(sockets[0].readyState).toBe(3);
    expect(session.liveClientId).toBeNull();
  });
});
