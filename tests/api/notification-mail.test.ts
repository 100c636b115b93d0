/**
 * More notifications and their mail: an item's new assignees are told (not the person who assigned, not those
 * already assigned; copies tell no one), a team's members are told of the team's project access, and the
 * mail pass sends each notification, a daily digest of the unread ones, or nothing, as each person chose.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, Project } from '../../core/domain/api-types';
import type { Notification, NotificationSettings, NotificationTable } from '../../core/domain/notification-types';
import { frontendUrl } from '../../server/config';
import { mailNotifications } from '../../server/domain/notifications/notification-mail';
import type { ApiClient } from './harness';
import { useMailingServer } from './support/identity';
import { createTeam } from './support/sharing';
import { createProject, expectStatus, failingFields, listValues, modulePath, signInAll, type Actors } from './support/workspace';

const { t, peer } = useMailingServer();
const as = {} as Actors;
let onboarding: number;
let risks: number;
let item: EntityValue;

const SETTINGS = '/api/current_user/notification_settings.json';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  Object.assign(as, await signInAll(t));
  onboarding = t.seed.project.onboarding;
  risks = t.seed.modules.risks!;
  [item] = await listValues(as.owner, onboarding, risks);
  expectStatus(await as.owner.put(`${modulePath(onboarding, risks)}/entity_values/${item.id}.json`, { user_ids: [] }), 200);
});

async function notificationsOf(client: ApiClient): Promise<Notification[]> {
  return expectStatus<NotificationTable>(await client.post('/api/notifications/datatable.json', { per_page: 100 }), 200).items;
}

async function assign(client: ApiClient, userIds: number[]): Promise<void> {
  expectStatus(await client.put(`${modulePath(onboarding, risks)}/entity_values/${item.id}.json`, { user_ids: userIds }), 200);
}

function itemLink(valueId: number): string {
  const query = Buffer.from(JSON.stringify({ itemType: 'EntityValue', itemId: valueId })).toString('base64');
  return `/projects/${onboarding}/modules/${risks}?item=${encodeURIComponent(query)}`;
}

/** A mail pass as of `now`, failing the test on a mail that could not be sent. */
async function mailPass(now: Date): Promise<number> {
  const errors: unknown[] = [];
  const sent = await mailNotifications(t.app, now, (error) => errors.push(error));
  expect(errors).toEqual([]);
  return sent;
}

const mailsTo = (email: string, after: number) => peer.mails.slice(after).filter((mail) => mail.to.includes(email));

describe('being assigned an item', () => {
  it('tells the new assignee with a link to the item; not the person who assigned, not one already assigned', async () => {
    const ownerBefore = (await notificationsOf(as.owner)).length;
    const editorBefore = (await notificationsOf(as.editor)).length;
    await assign(as.editor, [t.seed.users.owner, t.seed.users.editor]);
    const [told] = await notificationsOf(as.owner);
    expect(told).toMatchObject({ kind: 'assigned', actor: { id: t.seed.users.editor }, link: itemLink(item.id), read_at: null });
    expect(await notificationsOf(as.owner)).toHaveLength(ownerBefore + 1);
    expect(await notificationsOf(as.editor)).toHaveLength(editorBefore);

    const viewerBefore = (await notificationsOf(as.viewer)).length;
    const bulk = { entity_values: [{ id: item.id, user_ids: [t.seed.users.owner, t.seed.users.editor, t.seed.users.viewer] }] };
    expectStatus(await as.editor.post(`${modulePath(onboarding, risks)}/entity_values/bulk_update.json`, bulk), 200);
    expect(await notificationsOf(as.viewer)).toHaveLength(viewerBefore + 1);
    expect((await notificationsOf(as.viewer))[0]).toMatchObject({ kind: 'assigned', link: itemLink(item.id) });
    expect(await notificationsOf(as.owner)).toHaveLength(ownerBefore + 1);
  });

  it('tells the assignees of a new item, and no one of a copy of an assigned item', async () => {
    const [attributeId] = [item.entity_attribute_id];
    const viewerBefore = (await notificationsOf(as.viewer)).length;
    const created = expectStatus<EntityValue>(
      await as.editor.post(`${modulePath(onboarding, risks)}/entity_values.json`, { entity_attribute_id: attributeId, value: item.value, user_ids: [t.seed.users.viewer] }),
      201,
    );
    expect((await notificationsOf(as.viewer))[0]).toMatchObject({ kind: 'assigned', link: itemLink(created.id) });

    expectStatus(await as.editor.post(`${modulePath(onboarding, risks)}/entity_values/clone.json`, { entity_value_ids: [created.id] }), 201);
    expect(await notificationsOf(as.viewer)).toHaveLength(viewerBefore + 1);
  });
});

describe('a team given access to a project', () => {
  it('tells every member of the team, but not the person who gave it', async () => {
    const project = expectStatus<Project>(await as.owner.post('/api/projects.json', { name: 'Team project' }), 201);
    const team = await createTeam(t, t.seed.companies.acme, 'Told team', [t.seed.users.viewer, t.seed.users.editor, t.seed.users.owner]);
    const ownerBefore = (await notificationsOf(as.owner)).length;
    expectStatus(await as.owner.post(`/api/projects/${project.id}/role_permissions.json`, { role_id: team, permission_key: 'read' }), 201);
    for (const member of [as.viewer, as.editor]) {
      expect((await notificationsOf(member))[0]).toMatchObject({ kind: 'permission_granted', text: 'Team project', link: `/projects/${project.id}`, actor: { id: t.seed.users.owner } });
    }
    expect(await notificationsOf(as.owner)).toHaveLength(ownerBefore);
  });
});

describe('notification mail', () => {
  it('is a daily digest unless the person chooses otherwise; an unknown choice is refused (422)', async () => {
    expect(expectStatus<NotificationSettings>(await as.restricted.get(SETTINGS), 200)).toEqual({ notification_mail: 'daily_digest' });
    expect(failingFields(await as.restricted.put(SETTINGS, { notification_mail: 'hourly' }))).toEqual(['notification_mail']);
    expect(expectStatus<NotificationSettings>(await as.restricted.put(SETTINGS, { notification_mail: 'off' }), 200)).toEqual({ notification_mail: 'off' });
    expect(expectStatus<NotificationSettings>(await as.restricted.get(SETTINGS), 200)).toEqual({ notification_mail: 'off' });
    expectStatus(await t.anonymous.get(SETTINGS), 401);
  });

  it('sends one mail per notification to those who chose each, with the item’s link, and never twice', async () => {
    await mailPass(new Date(Date.now() + 2 * DAY_MS));
    expectStatus(await as.viewer.put(SETTINGS, { notification_mail: 'each' }), 200);
    // An unread notification of the same item would stand for this one.
    expectStatus(await as.viewer.post('/api/notifications/bulk_update', { all: true }), 200);
    await assign(as.editor, [t.seed.users.editor]);
    await assign(as.editor, [t.seed.users.viewer]);
    const after = peer.mails.length;
    await mailPass(new Date());
    const [mail] = mailsTo('viewer@acme.test', after);
    expect(mail.subject).toBe('Eddie Editor assigned you an item');
    expect(mail.text).toContain(`${frontendUrl(t.config)}${itemLink(item.id)}`);
    expect(mail.html).toContain(`href="${frontendUrl(t.config)}${itemLink(item.id).replace(/&/g, '&amp;')}"`);
    expect(mailsTo('viewer@acme.test', after)).toHaveLength(1);
    await mailPass(new Date());
    expect(mailsTo('viewer@acme.test', after)).toHaveLength(1);
  });

  it('sends a daily digest of the unread notifications, one mail per person, with a link to each; nothing the second time', async () => {
    expectStatus(await as.editor.put(SETTINGS, { notification_mail: 'daily_digest' }), 200);
    await mailPass(new Date(Date.now() + 2 * DAY_MS));
    await assign(as.owner, [t.seed.users.editor]);
    const project = await createProject(as.owner, 'Digest project');
    expectStatus(await as.owner.post(`/api/projects/${project.id}/user_permissions.json`, { user_id: t.seed.users.editor, permission_key: 'read' }), 201);
    const readOne = await createProject(as.owner, 'Already read');
    expectStatus(await as.owner.post(`/api/projects/${readOne.id}/user_permissions.json`, { user_id: t.seed.users.editor, permission_key: 'read' }), 201);
    const [read] = await notificationsOf(as.editor);
    expectStatus(await as.editor.post('/api/notifications/bulk_update', { ids: [read.id] }), 200);

    const after = peer.mails.length;
    await mailPass(new Date());
    expect(mailsTo('editor@acme.test', after)).toHaveLength(0);

    const tomorrow = new Date(Date.now() + DAY_MS);
    await mailPass(tomorrow);
    const digests = mailsTo('editor@acme.test', after);
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('Your Tessera notifications: 2 unread');
    expect(digests[0].text).toContain('Otto Owner assigned you an item');
    expect(digests[0].text).toContain(`${frontendUrl(t.config)}${itemLink(item.id)}`);
    expect(digests[0].text).toContain(`${frontendUrl(t.config)}/projects/${project.id}`);
    expect(digests[0].text).not.toContain('Already read');
    expect(digests[0].html).toContain(`href="${frontendUrl(t.config)}/projects/${project.id}"`);
    await mailPass(tomorrow);
    expect(mailsTo('editor@acme.test', after)).toHaveLength(1);
  });

  it('sends nothing to a person who chose no mail', async () => {
    expectStatus(await as.viewer.put(SETTINGS, { notification_mail: 'off' }), 200);
    expectStatus(await as.viewer.post('/api/notifications/bulk_update', { all: true }), 200);
    await assign(as.editor, [t.seed.users.editor]);
    await assign(as.editor, [t.seed.users.viewer]);
    expect((await notificationsOf(as.viewer))[0]).toMatchObject({ kind: 'assigned', read_at: null });
    const after = peer.mails.length;
    await mailPass(new Date(Date.now() + 2 * DAY_MS));
    expect(mailsTo('viewer@acme.test', after)).toHaveLength(0);
  });
});
