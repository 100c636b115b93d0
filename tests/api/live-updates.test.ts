import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { EntityValue } from '../../core/domain/api-types';
import type { ModuleRevisionPage } from '../../core/domain/module-revision-types';
import type { UserPermission } from '../../core/domain/sharing-types';
import { LIVE_CLIENT_HEADER } from '../../core/domain/http-conventions';
import { LIVE_PATH, LIVE_UNAUTHORISED, MODULE_REVISION_HEADER, type LiveClientMessage, type LiveServerMessage, type ModuleChanged } from '../../core/domain/live-messages';
import { buildApp } from '../../server/app';
import { moduleRevisions } from '../../server/db/schema';
import { announceModuleChange } from '../../server/live/module-change-notice';
import { createModuleLink } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, modulePath } from './support/workspace';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 60_000 });
const { t, as, seed, onboarding } = useSignedInServer();

const isPresence = (message: LiveServerMessage) => message.type === 'presence' || message.type === 'presence-left';

/** A live connection as a browser opens it, with what the server sent it in order. */
class LiveClient {
  private readonly received: LiveServerMessage[] = [];
  private readonly waiting: Array<() => void> = [];
  readonly closed: Promise<number>;
  readonly opened: Promise<void>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      this.received.push(JSON.parse(data.toString()) as LiveServerMessage);
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code: number) => resolve(code)));
    this.opened = new Promise((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    });
  }

  send(message: LiveClientMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The next message not yet taken, presence aside, waiting up to `ms` for it; undefined when none came. */
  next(ms = 10_000): Promise<LiveServerMessage | undefined> {
    return this.take((message) => !isPresence(message), ms);
  }

  /** The next presence message not yet taken. */
  nextPresence(ms = 10_000): Promise<LiveServerMessage | undefined> {
    return this.take(isPresence, ms);
  }

  private async take(wanted: (message: LiveServerMessage) => boolean, ms: number): Promise<LiveServerMessage | undefined> {
    const deadline = Date.now() + ms;
    const found = () => this.received.findIndex(wanted);
    while (found() < 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const index = found();
    return index < 0 ? undefined : this.received.splice(index, 1)[0];
  }

  close(): void {
    this.socket.close();
  }
}

async function open(baseUrl: string): Promise<LiveClient> {
  const client = new LiveClient(new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`));
  await client.opened;
  return client;
}

/** A connection signed in as `token`'s user (or a share link's visitor), with its client id. */
async function signedIn(baseUrl: string, token: string | null, sessionToken?: string): Promise<{ live: LiveClient; clientId: string }> {
  const live = await open(baseUrl);
  live.send({ type: 'auth', token, sessionToken });
  const ready = await live.next();
  if (ready?.type !== 'ready') throw new Error(`Expected ready, got ${JSON.stringify(ready)}`);
  return { live, clientId: ready.clientId };
}

async function subscribed(live: LiveClient, moduleId: number): Promise<LiveServerMessage | undefined> {
  live.send({ type: 'subscribe', moduleId });
  return live.next();
}

/** The change of `revisionId`, passing over the notices of earlier writes that may still be on their way. */
async function changeOf(live: LiveClient, revisionId: number): Promise<ModuleChanged | undefined> {
  for (let message = await live.next(); message; message = await live.next()) {
    if (message.type === 'module-changed' && message.revisionId === revisionId) return message;
  }
  return undefined;
}

/** What a connection that may no longer read the module hears: that it is refused there, and nothing of its changes. */
async function expectWithdrawn(live: LiveClient, moduleId: number): Promise<void> {
  expect(await live.next()).toEqual({ type: 'refused', moduleId });
  expect(await live.next(1_000)).toBeUndefined();
}

describe('live updates', () => {
  let baseUrl: string;
  const connections: LiveClient[] = [];
  const risks = () => seed.modules.risks as number;
  const valuesPath = () => `/api/projects/${onboarding}/project_scenario_modules/${risks()}/entity_values`;
  const connect = async (token: string | null, url = baseUrl, sessionToken?: string) => {
    const connection = await signedIn(url, token, sessionToken);
    connections.push(connection.live);
    return connection;
  };

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const connection of connections) connection.close();
  });

  it('closes a connection that does not sign in first, or signs in with a token that is not valid', async () => {
    const unsigned = await open(baseUrl);
    unsigned.send({ type: 'subscribe', moduleId: risks() });
    expect(await unsigned.closed).toBe(LIVE_UNAUTHORISED);

    const forged = await open(baseUrl);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect(await forged.closed).toBe(LIVE_UNAUTHORISED);
  });

  it('lets a reader of the module subscribe, and refuses someone of another company or without access to the project', async () => {
    const { live: viewer } = await connect(as.viewer.token);
    expect(await subscribed(viewer, risks())).toEqual({ type: 'subscribed', moduleId: risks() });
    const { live: restricted } = await connect(as.restricted.token);
    expect(await subscribed(restricted, risks())).toEqual({ type: 'refused', moduleId: risks() });
    const { live: globex } = await connect(as.globex.token);
    expect(await subscribed(globex, risks())).toEqual({ type: 'refused', moduleId: risks() });
    expect(await subscribed(globex, 999_999)).toEqual({ type: 'refused', moduleId: 999_999 });
  });

  it('sends a committed change to every subscriber but the connection that made it', async () => {
    const { live: editor, clientId } = await connect(as.editor.token);
    const { live: viewer } = await connect(as.viewer.token);
    await subscribed(editor, risks());
    await subscribed(viewer, risks());
    const [gone] = expectStatus<EntityValue[]>(await as.editor.get(`${valuesPath()}.json`), 200);

    const answer = expectStatus<{ entity_values: EntityValue[] }>(
      await as.editor.post(
        `${valuesPath()}/bulk_update.json`,
        { entity_values: [{ entity_attribute_id: gone.entity_attribute_id, value: { title: 'Live risk' }, position: 90 }], destroy_ids: [gone.id] },
        { headers: { [LIVE_CLIENT_HEADER]: clientId } },
      ),
      200,
    );

    const change = (await viewer.next()) as ModuleChanged;
    expect(change).toMatchObject({ type: 'module-changed', moduleId: risks(), userId: seed.users.editor, destroyedIds: [gone.id] });
    expect(change.values.map((value) => [value.id, (value.value as { title: string }).title])).toEqual([[answer.entity_values[0].id, 'Live risk']]);
    expect(await editor.next(500)).toBeUndefined();
  });

  it("sends a module's changes in the order they committed, though the later one is quicker to read", async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Live order');
    const path = `${modulePath(onboarding, module.id)}/entity_values`;
    const many = Array.from({ length: 300 }, (_, position) => ({ entity_attribute_id: seed.attributes.RiskItem, value: { title: `Risk ${position}` }, position }));
    const created = expectStatus<{ entity_values: EntityValue[] }>(await as.editor.post(`${path}/bulk_update.json`, { entity_values: many }), 200).entity_values;
    expectStatus(await as.editor.delete(`${path}/${created[0].id}.json`), 200);
    const [creation, removal] = (await t.db.select({ id: moduleRevisions.id }).from(moduleRevisions).where(eq(moduleRevisions.module_id, module.id)).orderBy(asc(moduleRevisions.id))).map((row) => row.id);
    const { live } = await connect(as.viewer.token);
    await subscribed(live, module.id);

    // Told again, straight after one another: the removal is much quicker to read than the creation of 300 values.
    const notice = (revisionId: number) => ({ projectId: onboarding, moduleId: module.id, revisionId, userId: seed.users.editor, originClientId: null });
    await announceModuleChange(t.db, notice(creation));
    await announceModuleChange(t.db, notice(removal));
    const received = [await live.next(), await live.next()] as ModuleChanged[];
    expect(received.map((change) => change?.revisionId)).toEqual([creation, removal]);
    expect(received.map((change) => [change.values.length, change.destroyedIds])).toEqual([[299, []], [0, [created[0].id]]]);
  });

  it('answers a catch-up with everything after the revision a load named, as one change, only for a subscribed module', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Live catch-up');
    const path = `${modulePath(onboarding, module.id)}/entity_values`;
    const item = (title: string, position: number) => ({ entity_attribute_id: seed.attributes.RiskItem, value: { title }, position });
    const [kept, gone] = expectStatus<{ entity_values: EntityValue[] }>(
      await as.editor.post(`${path}/bulk_update.json`, { entity_values: [item('Kept', 0), item('Gone', 1)] }),
      200,
    ).entity_values;
    const loaded = await as.viewer.get(`${path}.json`);
    expectStatus(loaded, 200);
    const since = Number(loaded.headers[MODULE_REVISION_HEADER]);
    expect(since).toBeGreaterThan(0);

    expectStatus(await as.editor.post(`${path}/bulk_update.json`, { entity_values: [{ id: kept.id, value: { title: 'Kept, renamed' } }], destroy_ids: [gone.id] }), 200);
    const added = expectStatus<{ entity_values: EntityValue[] }>(await as.editor.post(`${path}/bulk_update.json`, { entity_values: [item('Added', 2)] }), 200).entity_values[0];
    const [newest] = (await t.db.select({ id: moduleRevisions.id }).from(moduleRevisions).where(eq(moduleRevisions.module_id, module.id)).orderBy(desc(moduleRevisions.id))).map((row) => row.id);

    const { live } = await connect(as.viewer.token);
    live.send({ type: 'catch-up', moduleId: module.id, since });
    expect(await live.next(500)).toBeUndefined();
    await subscribed(live, module.id);
    live.send({ type: 'catch-up', moduleId: module.id, since });
    const missed = (await live.next()) as ModuleChanged;
    expect(missed).toMatchObject({ type: 'module-changed', moduleId: module.id, revisionId: newest, since, userId: null, destroyedIds: [gone.id] });
    const titles = missed.values.map((value) => [value.id, (value.value as { title: string }).title]).sort(([a], [b]) => Number(a) - Number(b));
    expect(titles).toEqual([[kept.id, 'Kept, renamed'], [added.id, 'Added']]);

    live.send({ type: 'catch-up', moduleId: module.id, since: newest });
    expect(await live.next()).toEqual({ type: 'module-changed', moduleId: module.id, revisionId: newest, since: newest, userId: null, values: [], destroyedIds: [] });
  });

  it('tells who else has a module open, what they select and where they point, and when they leave', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Live presence');
    const { live: editor, clientId: editorId } = await connect(as.editor.token);
    await subscribed(editor, module.id);
    const { live: viewer, clientId: viewerId } = await connect(as.viewer.token);
    await subscribed(viewer, module.id);
    const arrived = { clientId: viewerId, userId: seed.users.viewer, name: 'Vera Viewer', selection: [], cursor: null };
    expect(await editor.nextPresence()).toEqual({ type: 'presence', moduleId: module.id, entry: arrived });
    expect(await viewer.nextPresence()).toEqual({
      type: 'presence',
      moduleId: module.id,
      entry: { clientId: editorId, userId: seed.users.editor, name: 'Eddie Editor', selection: [], cursor: null },
    });

    editor.send({ type: 'presence', moduleId: module.id, selection: ['task-1', 'flow-2'], cursor: { x: 120, y: 45.5 } });
    expect(await viewer.nextPresence()).toMatchObject({ type: 'presence', entry: { clientId: editorId, selection: ['task-1', 'flow-2'], cursor: { x: 120, y: 45.5 } } });

    const { live: restricted } = await connect(as.restricted.token);
    expect(await subscribed(restricted, module.id)).toEqual({ type: 'refused', moduleId: module.id });
    restricted.send({ type: 'presence', moduleId: module.id, selection: ['task-1'], cursor: null });
    expect(await restricted.nextPresence(500)).toBeUndefined();
    expect(await viewer.nextPresence(500)).toBeUndefined();

    editor.close();
    expect(await viewer.nextPresence()).toEqual({ type: 'presence-left', moduleId: module.id, clientId: editorId });
  });

  it('tells with a change which fields of which values it wrote over a newer change, on both save paths', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Live overwrites');
    const path = `${modulePath(onboarding, module.id)}/entity_values`;
    const risk = expectStatus<EntityValue>(await as.editor.post(`${path}.json`, { entity_attribute_id: seed.attributes.RiskItem, value: { title: 'Plan' } }), 201);
    const { live } = await connect(as.viewer.token);
    await subscribed(live, module.id);
    const rename = (title: string) => ({ id: risk.id, value: { title }, base_version: 1, base_fields: { title: 'Plan' } });

    expectStatus(await as.editor.post(`${path}/bulk_update.json`, { entity_values: [rename('First')] }), 200);
    expect(((await live.next()) as ModuleChanged).overwritten).toBeUndefined();
    expectStatus(await as.owner.post(`${path}/bulk_update.json`, { entity_values: [rename('Second')] }), 200);
    expect(((await live.next()) as ModuleChanged).overwritten).toEqual([{ id: risk.id, fields: ['title'] }]);
    expectStatus(await as.editor.put(`${path}/${risk.id}.json`, rename('Third')), 200);
    expect(((await live.next()) as ModuleChanged).overwritten).toEqual([{ id: risk.id, fields: ['title'] }]);
  });

  it('tells nothing of a change that saved nothing', async () => {
    const { live: viewer } = await connect(as.viewer.token);
    await subscribed(viewer, risks());
    expectStatus(await as.editor.post(`${valuesPath()}/bulk_update.json`, { entity_values: [] }), 200);
    expect(await viewer.next(500)).toBeUndefined();
  });

  it('stops sending to a connection whose session ended', async () => {
    const reader = await t.signIn('viewer@acme.test');
    const { live } = await connect(reader.token);
    await subscribed(live, risks());
    expect((await reader.post('/api/oauth/logouts.json')).statusCode).toBeLessThan(300);
    expect((await reader.get('/api/current_user')).statusCode).toBe(401);
    const [first] = expectStatus<EntityValue[]>(await as.editor.get(`${valuesPath()}.json`), 200);
    expectStatus(await as.editor.post(`${valuesPath()}/bulk_update.json`, { entity_values: [{ id: first.id, position: 91 }] }), 200);
    await expectWithdrawn(live, risks());
  });

  it('stops sending to a reader whose access to the project was taken away', async () => {
    const permissionsPath = `/api/projects/${onboarding}/user_permissions`;
    const grants = expectStatus<UserPermission[]>(await as.owner.get(`${permissionsPath}.json`), 200);
    const viewerGrant = grants.find((grant) => grant.user_id === seed.users.viewer)!;
    const { live } = await connect(as.viewer.token);
    await subscribed(live, risks());
    expectStatus(await as.owner.delete(`${permissionsPath}/${viewerGrant.id}.json`), 200);
    try {
      const [first] = expectStatus<EntityValue[]>(await as.editor.get(`${valuesPath()}.json`), 200);
      expectStatus(await as.editor.post(`${valuesPath()}/bulk_update.json`, { entity_values: [{ id: first.id, position: 92 }] }), 200);
      await expectWithdrawn(live, risks());
    } finally {
      expectStatus(await as.owner.post(`${permissionsPath}.json`, { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    }
  });

  it('lets go of the presence of someone whose access to the project was taken away, within a heartbeat', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Presence without access');
    const permissionsPath = `/api/projects/${onboarding}/user_permissions`;
    const grants = expectStatus<UserPermission[]>(await as.owner.get(`${permissionsPath}.json`), 200);
    const viewerGrant = grants.find((grant) => grant.user_id === seed.users.viewer)!;
    const { live: editor } = await connect(as.editor.token);
    await subscribed(editor, module.id);
    const { live: viewer, clientId: viewerId } = await connect(as.viewer.token);
    await subscribed(viewer, module.id);
    expect(await editor.nextPresence()).toMatchObject({ type: 'presence', entry: { clientId: viewerId } });
    expectStatus(await as.owner.delete(`${permissionsPath}/${viewerGrant.id}.json`), 200);
    try {
      expect(await editor.nextPresence(8_000)).toEqual({ type: 'presence-left', moduleId: module.id, clientId: viewerId });
      expect(await viewer.next(8_000)).toEqual({ type: 'refused', moduleId: module.id });
      viewer.send({ type: 'presence', moduleId: module.id, selection: ['after-removal'], cursor: null });
      expect(await editor.nextPresence(1_000)).toBeUndefined();
    } finally {
      expectStatus(await as.owner.post(`${permissionsPath}.json`, { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    }
  });

  it("lets a share link's visitor follow the module it shows, until the link is revoked", async () => {
    const link = await createModuleLink(as.owner, onboarding, risks());
    const { live } = await connect(null, baseUrl, `${link.project_access_id}:${link.access_id}`);
    expect(await subscribed(live, seed.modules.text as number)).toEqual({ type: 'refused', moduleId: seed.modules.text });
    expect(await subscribed(live, risks())).toEqual({ type: 'subscribed', moduleId: risks() });
    const [first] = expectStatus<EntityValue[]>(await as.editor.get(`${valuesPath()}.json`), 200);
    expectStatus(await as.editor.post(`${valuesPath()}/bulk_update.json`, { entity_values: [{ id: first.id, value: { ...first.value, title: 'Seen by a visitor' } }] }), 200);
    const change = (await live.next()) as ModuleChanged;
    expect(change.values.map((value) => (value.value as { title: string }).title)).toEqual(['Seen by a visitor']);

    expectStatus(await as.owner.delete(`/api/projects/${onboarding}/project_scenario_modules/${risks()}/module_access_urls/${link.id}.json`), 200);
    expectStatus(await as.editor.post(`${valuesPath()}/bulk_update.json`, { entity_values: [{ id: first.id, position: 93 }] }), 200);
    await expectWithdrawn(live, risks());
  });

  it("shows a share link's visitor to others without a name, and tells the visitor no one's name", async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Presence of a visitor');
    const link = await createModuleLink(as.owner, onboarding, module.id);
    const { live: editor, clientId: editorId } = await connect(as.editor.token);
    await subscribed(editor, module.id);
    const { live: visitor, clientId: visitorId } = await connect(null, baseUrl, `${link.project_access_id}:${link.access_id}`);
    await subscribed(visitor, module.id);
    expect(await editor.nextPresence()).toMatchObject({ entry: { clientId: visitorId, userId: null, name: null } });
    expect(await visitor.nextPresence()).toMatchObject({ entry: { clientId: editorId, userId: null, name: null } });
  });

  it('sends a restore of an earlier revision like any other change', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Live restore');
    const path = `${modulePath(onboarding, module.id)}/entity_values`;
    const { live } = await connect(as.viewer.token);
    await subscribed(live, module.id);
    const create = async (title: string) =>
      expectStatus<EntityValue>(await as.editor.post(`${path}.json`, { entity_attribute_id: seed.attributes.RiskItem, value: { title } }), 201);
    const kept = await create('Kept');
    const page = expectStatus<ModuleRevisionPage>(await as.editor.get(`/api/modules/${module.id}/revisions.json`), 200);
    const [atFirst] = page.groups.flatMap((group) => group.revisions);
    expectStatus(await as.editor.put(`${path}/${kept.id}.json`, { value: { title: 'Renamed' } }), 200);
    const later = await create('Later');

    const restore = expectStatus<{ revision_id: number }>(await as.editor.post(`/api/modules/${module.id}/revisions/${atFirst.id}/restore.json`), 200);
    const change = await changeOf(live, restore.revision_id);
    expect(change).toMatchObject({ moduleId: module.id, userId: seed.users.editor, destroyedIds: [later.id] });
    expect(change?.values.map((value) => [value.id, (value.value as { title: string }).title])).toEqual([[kept.id, 'Kept']]);
  });

  it('hears a change another server on the same database committed', async () => {
    const other = await buildApp({ db: t.db, config: t.config });
    try {
      const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const { live } = await connect(as.viewer.token, otherUrl);
      await subscribed(live, risks());
      const [first] = expectStatus<EntityValue[]>(await as.editor.get(`${valuesPath()}.json`), 200);
      expectStatus(await as.editor.post(`${valuesPath()}/bulk_update.json`, { entity_values: [{ id: first.id, value: { ...first.value, title: 'Heard elsewhere' } }] }), 200);
      const change = (await live.next()) as ModuleChanged;
      expect(change.values.map((value) => (value.value as { title: string }).title)).toEqual(['Heard elsewhere']);
    } finally {
      await other.close();
    }
  });

  it('tells who has a module open through another server on the same database, and when they leave it', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Presence elsewhere');
    const other = await buildApp({ db: t.db, config: t.config });
    try {
      const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const { live: here } = await connect(as.viewer.token);
      await subscribed(here, module.id);
      const { live: there, clientId: thereId } = await connect(as.editor.token, otherUrl);
      await subscribed(there, module.id);
      expect(await here.nextPresence()).toMatchObject({ type: 'presence', moduleId: module.id, entry: { clientId: thereId, name: 'Eddie Editor' } });
      expect(await there.nextPresence()).toMatchObject({ type: 'presence', moduleId: module.id, entry: { name: 'Vera Viewer' } });
      there.send({ type: 'unsubscribe', moduleId: module.id });
      expect(await here.nextPresence()).toEqual({ type: 'presence-left', moduleId: module.id, clientId: thereId });
    } finally {
      await other.close();
    }
  });
});
