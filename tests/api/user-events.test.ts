/**
 * The user event log (data-layer.md §3, Analytics): each kind is written by the real request that causes
 * it, in the same transaction, so a refused or rolled-back change leaves none; old events are pruned.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntityValue } from '../../core/domain/api-types';
import type { CompanyUser } from '../../core/domain/company-admin-types';
import { userEvents } from '../../server/db/schema';
import { pruneUserEvents } from '../../server/domain/user-events/user-event-pruning';
import { tokenMailedTo, useMailingServer, visitorFrom } from './support/identity';
import { createModuleLink, createProjectLink, withSessionToken } from './support/sharing';
import { expectStatus, listValues, modulePath, signInAll, type Actors } from './support/workspace';

const { t, peer } = useMailingServer();
let as: Actors;
let onboarding: number;
let risks: number;
let acme: number;
let lastSeen = 0;

beforeAll(async () => {
  as = await signInAll(t);
  onboarding = t.seed.project.onboarding;
  risks = t.seed.modules.risks!;
  acme = t.seed.companies.acme;
});

/** Every test looks only at the events its own requests wrote. */
beforeEach(async () => {
  const [row] = await t.db.select({ last: sql<number>`coalesce(max(${userEvents.id}), 0)::int` }).from(userEvents);
  lastSeen = row.last;
});

async function newEvents() {
  return t.db
    .select({
      kind: userEvents.kind,
      user_id: userEvents.user_id,
      company_id: userEvents.company_id,
      project_id: userEvents.project_id,
      module_id: userEvents.module_id,
      details: userEvents.details,
    })
    .from(userEvents)
    .where(gt(userEvents.id, lastSeen))
    .orderBy(asc(userEvents.id));
}

async function kindsWritten(): Promise<string[]> {
  return (await newEvents()).map((event) => event.kind);
}

describe('signing in and out', () => {
  it('writes sign_in for a password sign-in, nothing for a token refresh, and sign_out', async () => {
    const editor = await t.signIn('editor@acme.test');
    expect(await newEvents()).toEqual([
      { kind: 'sign_in', user_id: t.seed.users.editor, company_id: acme, project_id: null, module_id: null, details: {} },
    ]);
    expect(await editor.refresh()).not.toBeNull();
    expectStatus(await editor.post('/api/oauth/logouts.json'), 200);
    expect(await kindsWritten()).toEqual(['sign_in', 'sign_out']);
  });

  it('writes nothing for a refused sign-in', async () => {
    const c = await visitorFrom(t, '10.52.0.1');
    expectStatus(await c.post('/api/oauth/sessions.json', { email: 'editor@acme.test', password: 'not the password' }), 401);
    expect(await kindsWritten()).toEqual([]);
  });
});

describe('opening projects and modules', () => {
  it('writes project_viewed for each view of a project, though project_views keeps one row', async () => {
    for (let i = 0; i < 2; i++) {
      expectStatus(await as.viewer.post('/api/current_user/register_viewed_project.json', { project_id: onboarding }), 200);
    }
    const expected = { kind: 'project_viewed', user_id: t.seed.users.viewer, company_id: acme, project_id: onboarding, module_id: null };
    expect(await newEvents()).toEqual([expect.objectContaining(expected), expect.objectContaining(expected)]);
  });

  it('writes module_viewed when a module is opened, and nothing for a lookup by id or a module the user cannot open', async () => {
    expectStatus(await as.viewer.get(`${modulePath(onboarding, risks)}.json`), 200);
    expectStatus(await as.viewer.get(`/api/project_scenario_modules/${risks}.json`), 200);
    expectStatus(await as.globex.get(`${modulePath(onboarding, risks)}.json`), 404);
    expect(await newEvents()).toEqual([
      expect.objectContaining({ kind: 'module_viewed', user_id: t.seed.users.viewer, company_id: acme, project_id: onboarding, module_id: risks }),
    ]);
  });
});

describe('editing modules', () => {
  let item: EntityValue;
  beforeAll(async () => {
    [item] = await listValues(as.editor, onboarding, risks);
  });
  const bulkUpdate = () => `${modulePath(onboarding, risks)}/entity_values/bulk_update.json`;

  it('writes one module_edited per save request, however many values it carries', async () => {
    const values = await listValues(as.editor, onboarding, risks);
    // A save that changes nothing is no edit: each of these changes every value.
    const save = (mark: string) => ({ entity_values: values.map((value) => ({ id: value.id, value: { ...value.value, title: `${String(value.value.title)} ${mark}` } })) });
    expectStatus(await as.editor.post(bulkUpdate(), save('once')), 200);
    expectStatus(await as.editor.post(bulkUpdate(), save('twice')), 200);
    const edit = { kind: 'module_edited', user_id: t.seed.users.editor, company_id: acme, project_id: onboarding, module_id: risks };
    expect(await newEvents()).toEqual([expect.objectContaining(edit), expect.objectContaining(edit)]);
  });

  it('counts a rename of the module as an edit, not a move or a lock', async () => {
    const module = `${modulePath(onboarding, risks)}.json`;
    const { name } = expectStatus<{ name: string }>(await as.owner.get(module), 200);
    expectStatus(await as.owner.put(module, { name: `${name} (renamed)` }), 200);
    expectStatus(await as.owner.put(module, { locked: true }), 200);
    expectStatus(await as.owner.put(module, { locked: false, name }), 200);
    expect(await kindsWritten()).toEqual(['module_viewed', 'module_edited']);
  });

  it('writes nothing for a refused save or one rolled back half way', async () => {
    expectStatus(await as.viewer.post(bulkUpdate(), { entity_values: [{ id: item.id, value: item.value }] }), 403);
    // The repeated id is found inside the save's transaction, after it started writing.
    const repeated = { entity_values: [{ id: item.id, value: item.value }, { id: item.id, value: item.value }] };
    expectStatus(await as.editor.post(bulkUpdate(), repeated), 422);
    expect(await kindsWritten()).toEqual([]);
  });
});

describe('comments and share links', () => {
  it('writes comment_added for a comment on a module item', async () => {
    const [item] = await listValues(as.editor, onboarding, risks);
    const comment = { project_id: onboarding, module_id: risks, commentable_type: 'EntityValue', commentable_id: item.id, comment_level_type: 'item', body: 'Who owns this?' };
    expectStatus(await as.editor.post('/api/comments.json', comment), 201);
    expectStatus(await as.viewer.post('/api/comments.json', comment), 403);
    expect(await newEvents()).toEqual([
      expect.objectContaining({ kind: 'comment_added', user_id: t.seed.users.editor, company_id: acme, project_id: onboarding, module_id: risks }),
    ]);
  });

  it('writes share_link_opened for a visitor who is not signed in, once per page opened through the link', async () => {
    const projectLink = await createProjectLink(as.owner, onboarding);
    const moduleLink = await createModuleLink(as.owner, onboarding, risks);
    const projectVisitor = withSessionToken(t.anonymous, projectLink.access_id);
    expectStatus(await projectVisitor.get(`/api/projects/${onboarding}.json`), 200);
    const moduleVisitor = withSessionToken(t.anonymous, moduleLink.access_id);
    expectStatus(await moduleVisitor.get(`/api/projects/${onboarding}.json`), 200);
    expectStatus(await moduleVisitor.get(`${modulePath(onboarding, risks)}.json`), 200);
    const opened = { kind: 'share_link_opened', user_id: null, company_id: acme, project_id: onboarding };
    expect(await newEvents()).toEqual([
      expect.objectContaining({ ...opened, module_id: null }),
      expect.objectContaining({ ...opened, module_id: risks }),
    ]);
  });
});

describe('invitations', () => {
  it('writes invitation_sent by the admin and invitation_accepted with sign_in by the invited person', async () => {
    const before = peer.mails.length;
    const invited = expectStatus<CompanyUser>(
      await as.owner.post('/api/company_admin/users.json', { name: 'Nina New', email: 'nina.new@acme.test', company_role: 'member', has_licence: false }),
      201,
    );
    const token = await tokenMailedTo(peer, 'nina.new@acme.test', '/accept-invitation', before);
    const c = await visitorFrom(t, '10.52.0.2');
    expectStatus(await c.post('/api/invitations/accept.json', { token, name: 'Nina New', password: 'a long and good passphrase 7' }), 200);
    const invitee = { invitee_user_id: invited.id, invitee_email: 'nina.new@acme.test' };
    expect(await newEvents()).toEqual([
      { kind: 'invitation_sent', user_id: t.seed.users.owner, company_id: acme, project_id: null, module_id: null, details: invitee },
      { kind: 'invitation_accepted', user_id: invited.id, company_id: acme, project_id: null, module_id: null, details: invitee },
      expect.objectContaining({ kind: 'sign_in', user_id: invited.id, company_id: acme }),
    ]);
  });

  it('writes nothing for an invitation refused because the address is taken', async () => {
    const res = await as.owner.post('/api/company_admin/users.json', { name: 'Eddie Again', email: 'editor@acme.test', company_role: 'member', has_licence: false });
    expectStatus(res, 422);
    expect(await kindsWritten()).toEqual([]);
  });
});

describe('pruning', () => {
  it('deletes the events older than the retention period, in batches, and keeps the others', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await t.db.execute(sql`
      insert into user_events (kind, user_id, company_id, created_at)
      select 'sign_in', ${t.seed.users.viewer}, ${acme}, ${at(401).toISOString()}::timestamptz from generate_series(1, 5003)`);
    await t.db.insert(userEvents).values([
      { kind: 'sign_out', user_id: t.seed.users.viewer, company_id: acme, created_at: at(399) },
      { kind: 'sign_out', user_id: t.seed.users.editor, company_id: acme, created_at: at(1) },
    ]);
    expect(await pruneUserEvents(t.db, now, 400)).toBe(5003);
    expect(await kindsWritten()).toEqual(['sign_out', 'sign_out']);
    const [left] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(userEvents)
      .where(and(eq(userEvents.kind, 'sign_in'), sql`${userEvents.created_at} < ${at(400).toISOString()}::timestamptz`));
    expect(left.count).toBe(0);
  });
});
