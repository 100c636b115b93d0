/**
 * New-feature notifications: /api/admin/new_feature_notifications for system admins, the current user's
 * valid_notifications for everyone signed in, and POST /api/current_user/register_viewed_notification.json.
 */
import { describe, expect, it } from 'vitest';
import type { CurrentUser, FeatureNotification, FeatureNotificationInput } from '../../core/domain/api-types';
import { auditEntriesOf } from './support/audit';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, UNKNOWN_ID, type Actors } from './support/workspace';

const { t, as } = useSignedInServer();

type Client = Actors[keyof Actors];

const ADMIN_PATH = '/api/admin/new_feature_notifications';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function writeNotification(fields: Partial<FeatureNotificationInput> = {}): Promise<FeatureNotification> {
  const body = { page_name: '/all-projects', title: 'Filter by label', content: '<p>Pick a label.</p>', valid_from: day(-1), valid_to: day(7), ...fields };
  return expectStatus<FeatureNotification>(await as.admin.post(`${ADMIN_PATH}.json`, body), 201);
}

const currentUser = async (client: Client) => expectStatus<CurrentUser>(await client.get('/api/current_user.json'), 200);
const validIds = async (client: Client) => (await currentUser(client)).valid_notifications.map((notification) => notification.id);
const registerViewed = (client: Client, notificationId: number) =>
  client.post('/api/current_user/register_viewed_notification.json', { notification_id: notificationId });
const uploadImage = (client: Client, id: number) =>
  postMultipart(t, client, `${ADMIN_PATH}/${id}/upload_image.json`, { image: { filename: 'feature.png', contentType: 'image/png', data: TINY_PNG } });

describe('feature notifications for system admins', () => {
  it('are written, listed, changed and deleted, each audited', async () => {
    const written = await writeNotification({ title: '  Boards  ', page_name: '/projects/:projectId' });
    expect(written).toMatchObject({ title: 'Boards', page_name: '/projects/:projectId', image: null, valid_from: day(-1), valid_to: day(7) });
    expect(expectStatus<FeatureNotification[]>(await as.admin.get(`${ADMIN_PATH}.json`), 200).map((n) => n.id)).toContain(written.id);
    const changed = expectStatus<FeatureNotification>(await as.admin.put(`${ADMIN_PATH}/${written.id}.json`, { title: 'Faster boards', valid_to: day(30) }), 200);
    expect(changed).toMatchObject({ title: 'Faster boards', valid_to: day(30), page_name: '/projects/:projectId' });
    expect(expectStatus<FeatureNotification>(await as.admin.get(`${ADMIN_PATH}/${written.id}.json`), 200).title).toBe('Faster boards');
    expect(expectStatus<FeatureNotification>(await as.admin.delete(`${ADMIN_PATH}/${written.id}.json`), 200).title).toBe('Faster boards');
    expectStatus(await as.admin.get(`${ADMIN_PATH}/${written.id}.json`), 404);
    const audited = (await auditEntriesOf(t, 'feature_notification')).filter((entry) => entry.target_id === written.id);
    expect(audited.map((entry) => [entry.action, entry.actor_user_id, entry.company_id])).toEqual([
      ['feature_notification.deleted', t.seed.users.admin, null],
      ['feature_notification.updated', t.seed.users.admin, null],
      ['feature_notification.created', t.seed.users.admin, null],
    ]);
    expectStatus(await as.admin.put(`${ADMIN_PATH}/${UNKNOWN_ID}.json`, { title: 'x' }), 404);
    expectStatus(await as.admin.delete(`${ADMIN_PATH}/${UNKNOWN_ID}.json`), 404);
  });

  it('keep the formatting of the content but drop scripts and handlers', async () => {
    const written = await writeNotification({ content: '<p>Now <strong>bold</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>' });
    expect(written.content).toContain('<strong>bold</strong>');
    expect(written.content).not.toMatch(/script|onerror|alert/);
  });

  it('answer 422 naming the fields that are wrong', async () => {
    const valid = { page_name: '/all-projects', title: 'Valid', valid_from: day(0), valid_to: day(1) };
    expect(failingFields(await as.admin.post(`${ADMIN_PATH}.json`, { ...valid, title: ' ' }))).toEqual(['title']);
    expect(failingFields(await as.admin.post(`${ADMIN_PATH}.json`, { ...valid, page_name: 'all-projects' }))).toEqual(['page_name']);
    expect(failingFields(await as.admin.post(`${ADMIN_PATH}.json`, { ...valid, valid_from: '27/11/2026' }))).toEqual(['valid_from']);
    expect(failingFields(await as.admin.post(`${ADMIN_PATH}.json`, { ...valid, valid_to: day(0) }))).toEqual(['valid_to']);
    expect(failingFields(await as.admin.post(`${ADMIN_PATH}.json`, { ...valid, valid_to: day(-3) }))).toEqual(['valid_to']);
    expectStatus(await as.admin.post(`${ADMIN_PATH}.json`, { title: 'No page', valid_from: day(0), valid_to: day(1) }), 422);
  });

  it('refuse a change that would end a notification before it starts', async () => {
    const written = await writeNotification({ valid_from: day(1), valid_to: day(5) });
    expect(failingFields(await as.admin.put(`${ADMIN_PATH}/${written.id}.json`, { valid_from: day(6) }))).toEqual(['valid_to']);
    expect(failingFields(await as.admin.put(`${ADMIN_PATH}/${written.id}.json`, { valid_to: day(1) }))).toEqual(['valid_to']);
    expect(expectStatus<FeatureNotification>(await as.admin.get(`${ADMIN_PATH}/${written.id}.json`), 200)).toMatchObject({ valid_from: day(1), valid_to: day(5) });
  });

  it('carry an image that signed-in people can fetch, until it is removed or the notification is deleted', async () => {
    const written = await writeNotification();
    const withImage = expectStatus<FeatureNotification>(await uploadImage(as.admin, written.id), 200);
    expect(withImage.image).toMatch(/^\/api\/files\/feature_notifications\/\d+\/[0-9a-f]+\.png$/);
    const served = await as.editor.get(withImage.image!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expectStatus(await as.anonymous.get(withImage.image!), 401);
    const replaced = expectStatus<FeatureNotification>(await uploadImage(as.admin, written.id), 200);
    expect(replaced.image).not.toBe(withImage.image);
    expectStatus(await as.editor.get(withImage.image!), 404);
    expect(expectStatus<FeatureNotification>(await as.admin.delete(`${ADMIN_PATH}/${written.id}/remove_image.json`), 200).image).toBeNull();
    expectStatus(await as.editor.get(replaced.image!), 404);

    const another = expectStatus<FeatureNotification>(await uploadImage(as.admin, (await writeNotification()).id), 200);
    expectStatus(await as.admin.delete(`${ADMIN_PATH}/${another.id}.json`), 200);
    expectStatus(await as.admin.get(another.image!), 404);
  });

  it('are refused to everyone but system admins', async () => {
    const written = await writeNotification();
    const body = { page_name: '/all-projects', title: 'Mine', valid_from: day(0), valid_to: day(1) };
    for (const client of [as.owner, as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get(`${ADMIN_PATH}.json`), 403);
      expectStatus(await client.post(`${ADMIN_PATH}.json`, body), 403);
      expectStatus(await client.get(`${ADMIN_PATH}/${written.id}.json`), 403);
      expectStatus(await client.put(`${ADMIN_PATH}/${written.id}.json`, { title: 'Mine' }), 403);
      expectStatus(await client.delete(`${ADMIN_PATH}/${written.id}.json`), 403);
      expectStatus(await uploadImage(client, written.id), 403);
      expectStatus(await client.delete(`${ADMIN_PATH}/${written.id}/remove_image.json`), 403);
    }
    expectStatus(await as.anonymous.get(`${ADMIN_PATH}.json`), 401);
    expect(expectStatus<FeatureNotification>(await as.admin.get(`${ADMIN_PATH}/${written.id}.json`), 200).title).toBe('Filter by label');
  });
});

describe("the current user's valid notifications", () => {
  it('hold the notifications valid today, oldest first, and none that ended or have not started', async () => {
    const first = await writeNotification({ title: 'First', valid_from: day(0), valid_to: day(1) });
    const second = await writeNotification({ title: 'Second', valid_from: day(-5), valid_to: day(0) });
    const ended = await writeNotification({ title: 'Ended', valid_from: day(-5), valid_to: day(-1) });
    const upcoming = await writeNotification({ title: 'Upcoming', valid_from: day(1), valid_to: day(5) });
    const user = await currentUser(as.editor);
    const ids = user.valid_notifications.map((notification) => notification.id);
    expect(ids.filter((id) => [first.id, second.id, ended.id, upcoming.id].includes(id))).toEqual([first.id, second.id]);
    expect(user.valid_notifications.find((notification) => notification.id === first.id)).toEqual({
      id: first.id,
      created_at: first.created_at,
      page_name: '/all-projects',
      title: 'First',
      content: '<p>Pick a label.</p>',
      image: { url: null },
    });
  });

  it('lose a notification once its person registers it as viewed, for that person only and for good', async () => {
    const written = await writeNotification({ title: 'Seen once' });
    expect(await validIds(as.viewer)).toContain(written.id);
    const answered = expectStatus<CurrentUser>(await registerViewed(as.viewer, written.id), 200);
    expect(answered.id).toBe(t.seed.users.viewer);
    expect(answered.valid_notifications.map((notification) => notification.id)).not.toContain(written.id);
    expect(await validIds(as.viewer)).not.toContain(written.id);
    expectStatus(await registerViewed(as.viewer, written.id), 200);
    expect(await validIds(as.editor)).toContain(written.id);
    expect(await validIds(as.globex)).toContain(written.id);
  });

  it('stay in the answers of the other current user calls', async () => {
    const written = await writeNotification({ title: 'Still there' });
    const updated = expectStatus<CurrentUser>(await as.owner.put('/api/current_user.json', { viewed_intro_tour: true }), 200);
    expect(updated.valid_notifications.map((notification) => notification.id)).toContain(written.id);
  });

  it('refuse an unknown notification, a missing id and visitors who are not signed in', async () => {
    expectStatus(await registerViewed(as.editor, UNKNOWN_ID), 404);
    expect(failingFields(await as.editor.post('/api/current_user/register_viewed_notification.json', {}))).toEqual(['notification_id']);
    expectStatus(await registerViewed(as.anonymous, 1), 401);
  });
});
