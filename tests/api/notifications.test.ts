/**
 * Notifications: what creates one (a mention, a reply, an accepted invitation, a project permission), never
 * for the person who acted; the server-side table (paging, sorting, the read filter) and marking read, each
 * person only their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationBulkUpdateAnswer, NotificationTable } from '../../core/domain/notification-types';
import type { Comment, CommentCreate } from '../../core/domain/sharing-types';
import type { ApiClient } from './harness';
import { tokenMailedTo, useMailingServer } from './support/identity';
import { createProject, expectStatus, failingFields, listValues, signInAll, type Actors } from './support/workspace';

const { t, peer } = useMailingServer();
const as = {} as Actors;
let onboarding: number;

beforeAll(async () => {
  Object.assign(as, await signInAll(t));
  onboarding = t.seed.project.onboarding;
});

const TABLE = '/api/notifications/datatable.json';
const BULK = '/api/notifications/bulk_update';

async function table(client: ApiClient, query: Record<string, unknown> = {}): Promise<NotificationTable> {
  return expectStatus<NotificationTable>(await client.post(TABLE, query), 200);
}

async function latest(client: ApiClient): Promise<Notification> {
  return (await table(client, { per_page: 1 })).items[0];
}

async function comment(client: ApiClient, body: string, extra: Partial<CommentCreate> = {}): Promise<Comment> {
  const input: CommentCreate = { project_id: onboarding, commentable_type: 'Project', commentable_id: onboarding, comment_level_type: 'project', body, ...extra };
  return expectStatus<Comment>(await client.post('/api/comments.json', input), 201);
}

function decodedItem(link: string): unknown {
  const item = new URL(link, 'http://app.test').searchParams.get('item') ?? '';
  return JSON.parse(Buffer.from(item, 'base64').toString('utf8'));
}

describe('what creates a notification', () => {
  it('tells the project members a comment mentions, with its beginning and a link to its thread; not its author', async () => {
    const before = await table(as.editor);
    const mention = await comment(as.editor, 'Vera, @Otto Owner: please look', { mentioned_user_ids: [t.seed.users.viewer, t.seed.users.owner, t.seed.users.editor] });
    for (const client of [as.viewer, as.owner]) {
      expect(await latest(client)).toMatchObject({
        kind: 'mention',
        actor: { id: t.seed.users.editor, name: 'Eddie Editor' },
        text: 'Vera, @Otto Owner: please look',
        read_at: null,
      });
    }
    expect((await latest(as.viewer)).link).toMatch(new RegExp(`^/projects/${onboarding}\\?item=`));
    expect(decodedItem((await latest(as.viewer)).link)).toEqual({ itemType: 'Comment', itemId: mention.id });
    expect((await table(as.editor)).total).toBe(before.total);
  });

  it('links a mention on a list item to the item on its module page', async () => {
    const risks = t.seed.modules.risks!;
    const [item] = await listValues(as.owner, onboarding, risks);
    await comment(as.editor, 'See this risk', {
      module_id: risks, commentable_type: 'EntityValue', commentable_id: item.id, comment_level_type: 'item', mentioned_user_ids: [t.seed.users.viewer],
    });
    const told = await latest(as.viewer);
    expect(told.link.split('?')[0]).toBe(`/projects/${onboarding}/modules/${risks}`);
    expect(decodedItem(told.link)).toEqual({ itemType: 'EntityValue', itemId: item.id });
  });

  it('refuses to mention someone who is not a member of the project (422), and writes nothing', async () => {
    const before = await table(as.globex);
    const res = await as.editor.post('/api/comments.json', {
      project_id: onboarding, commentable_type: 'Project', commentable_id: onboarding, comment_level_type: 'project', body: '@Gus', mentioned_user_ids: [t.seed.users.globex],
    });
    expect(failingFields(res)).toEqual(['mentioned_user_ids']);
    expect((await table(as.globex)).total).toBe(before.total);
  });

  it('tells the author of a comment of a reply, once even when also mentioned, and never of their own reply', async () => {
    const question = await comment(as.owner, 'Who takes this?');
    const ownerBefore = (await table(as.owner)).total;
    await comment(as.owner, 'I will ask around', { parent_id: question.id });
    expect((await table(as.owner)).total).toBe(ownerBefore);
    await comment(as.editor, 'Me', { parent_id: question.id });
    expect(await latest(as.owner)).toMatchObject({ kind: 'reply', text: 'Me', actor: { id: t.seed.users.editor } });
    await comment(as.editor, '@Otto Owner me again', { parent_id: question.id, mentioned_user_ids: [t.seed.users.owner] });
    expect((await table(as.owner)).total).toBe(ownerBefore + 2);
    expect((await latest(as.owner)).kind).toBe('mention');
  });

  it('tells a person given a permission on a project, or a new level, by someone else', async () => {
    const project = await createProject(as.owner, 'Notified project');
    const granted = expectStatus<{ id: number }>(
      await as.owner.post(`/api/projects/${project.id}/user_permissions.json`, { user_id: t.seed.users.editor, permission_key: 'read' }),
      201,
    );
    expect(await latest(as.editor)).toMatchObject({ kind: 'permission_granted', text: 'Notified project', link: `/projects/${project.id}`, actor: { id: t.seed.users.owner } });
    const count = (await table(as.editor)).total;
    expectStatus(await as.owner.put(`/api/projects/${project.id}/user_permissions/${granted.id}.json`, { permission_key: 'read' }), 200);
    expect((await table(as.editor)).total).toBe(count);
    expectStatus(await as.owner.put(`/api/projects/${project.id}/user_permissions/${granted.id}.json`, { permission_key: 'write' }), 200);
    expect((await table(as.editor)).total).toBe(count + 1);
  });

  it('tells the person who sent an invitation when it is accepted', async () => {
    const before = peer.mails.length;
    expectStatus(await as.owner.post('/api/company_admin/users.json', { name: 'Nora New', email: 'nora.new@acme.test', company_role: 'member', has_licence: false }), 201);
    const token = await tokenMailedTo(peer, 'nora.new@acme.test', '/accept-invitation', before);
    const accepted = expectStatus<{ access_token: string }>(
      await as.anonymous.post('/api/invitations/accept.json', { token, name: 'Nora New', password: 'lantern orbit quietly' }),
      200,
    );
    expect(accepted.access_token).toBeTruthy();
    expect(await latest(as.owner)).toMatchObject({ kind: 'invitation_accepted', text: 'nora.new@acme.test', actor: { name: 'Nora New' }, link: '/company/users' });
  });
});

describe('the notifications table', () => {
  let mine: Notification[];
  beforeAll(async () => {
    for (const n of [1, 2, 3]) await comment(as.owner, `Numbered ${n}`, { mentioned_user_ids: [t.seed.users.viewer] });
    mine = (await table(as.viewer, { per_page: 100 })).items;
  });

  it('pages newest first, with the total and the unread count', async () => {
    const first = await table(as.viewer, { per_page: 2 });
    const second = await table(as.viewer, { per_page: 2, page: 2 });
    expect(first.total).toBe(mine.length);
    expect(first.items.map((n) => n.text)).toEqual(['Numbered 3', 'Numbered 2']);
    expect(second.items[0].text).toBe('Numbered 1');
    expect(first.unread_count).toBe(mine.filter((n) => n.read_at === null).length);
  });

  it('sorts by a named column and refuses an unknown one (422)', async () => {
    const oldest = await table(as.viewer, { sort: 'created_at', direction: 'asc', per_page: 1 });
    expect(oldest.items[0].id).toBe(Math.min(...mine.map((n) => n.id)));
    expect(failingFields(await as.viewer.post(TABLE, { sort: 'user_id' }))).toEqual(['sort']);
  });

  it('filters read and unread, and marks the named ones or all read', async () => {
    const [newest] = mine;
    const marked = expectStatus<NotificationBulkUpdateAnswer>(await as.viewer.post(BULK, { ids: [newest.id] }), 200);
    expect(marked).toEqual({ ids: [newest.id], unread_count: mine.length - 1 });
    expect((await table(as.viewer, { read: 'read' })).items.map((n) => n.id)).toEqual([newest.id]);
    expect((await table(as.viewer, { read: 'unread' })).total).toBe(mine.length - 1);
    const all = expectStatus<NotificationBulkUpdateAnswer>(await as.viewer.post(BULK, { all: true }), 200);
    expect(all.unread_count).toBe(0);
    expect(all.ids).toHaveLength(mine.length - 1);
    expect((await table(as.viewer, { read: 'unread' })).total).toBe(0);
  });

  it('marks only one’s own: another person’s or an unknown id is 404 and marks nothing; nobody signed in is 401', async () => {
    const ownersUnread = (await table(as.owner)).unread_count;
    const owners = await latest(as.owner);
    expectStatus(await as.viewer.post(BULK, { ids: [owners.id] }), 404);
    expectStatus(await as.viewer.post(BULK, { ids: [999_999_999] }), 404);
    expect((await table(as.owner)).unread_count).toBe(ownersUnread);
    expect((await table(as.viewer)).items.some((n) => n.id === owners.id)).toBe(false);
    expectStatus(await as.anonymous.post(TABLE, {}), 401);
    expectStatus(await as.anonymous.post(BULK, { all: true }), 401);
    expect(failingFields(await as.viewer.post(BULK, {}))).toEqual(['ids']);
  });
});
