/**
 * The profile page's calls: language, profile image, password change and the sessions list, all usable
 * by a restricted user (route guard 4 confines them to this page).
 */
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../core/domain/api-types';
import { INTERFACE_LANGUAGES } from '../../core/domain/interface-languages';
import type { AccountSession } from '../../core/domain/profile-api-types';
import { DEMO_PASSWORD, type ApiClient } from './harness';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as } = useSignedInServer();

const NEW_PASSWORD = 'violet lantern over the harbour';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const uploadImage = (client: ApiClient, data = TINY_PNG, contentType = 'image/png') =>
  postMultipart(t, client, '/api/current_user/upload_profile_image', { image: { filename: 'me.png', contentType, data } });

/** Signs in with a browser's User-Agent, as a second device. */
async function signInFrom(email: string, userAgent: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const client = t.client();
  await client.get('/api/system.json');
  const res = await client.post('/api/oauth/sessions.json', { email, password }, { headers: { 'user-agent': userAgent } });
  client.token = expectStatus<{ access_token: string }>(res, 200).access_token;
  return client;
}

describe('language', () => {
  it('is stored and answered in the current user', async () => {
    expect(expectStatus<CurrentUser>(await as.viewer.get('/api/current_user.json'), 200).language).toBe('en');
    expect(expectStatus<CurrentUser>(await as.viewer.put('/api/current_user/', { language: 'en' }), 200).language).toBe('en');
  });

  it('takes each interface language, right-to-left Arabic among them', async () => {
    for (const { code } of INTERFACE_LANGUAGES) {
      expect(expectStatus<CurrentUser>(await as.viewer.put('/api/current_user/', { language: code }), 200).language).toBe(code);
    }
    await as.viewer.put('/api/current_user/', { language: 'en' });
  });

  it('refuses a language the interface does not have (422)', async () => {
    expect(failingFields(await as.viewer.put('/api/current_user/', { language: 'xx' }))).toEqual(['language']);
  });
});

describe('profile image', () => {
  it('is uploaded and removed, each answering the current user; the old file is gone', async () => {
    const first = expectStatus<CurrentUser>(await uploadImage(as.editor), 200);
    expect(first.profile_image).toMatch(/^\/api\/files\/users\/\d+\/profile\/[0-9a-f]+\.png$/);
    const served = await as.viewer.get(first.profile_image!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const second = expectStatus<CurrentUser>(await uploadImage(as.editor), 200);
    expectStatus(await as.editor.get(first.profile_image!), 404);
    const removed = expectStatus<CurrentUser>(await as.editor.delete('/api/current_user/remove_profile_image'), 200);
    expect(removed).toMatchObject({ id: t.seed.users.editor, profile_image: null });
    expectStatus(await as.editor.get(second.profile_image!), 404);
    expect(expectStatus<CurrentUser>(await as.editor.get('/api/current_user.json'), 200).profile_image).toBeNull();
  });

  it('answers 422 for an image of another type, a fake image and a file over 2 MB', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(failingFields(await uploadImage(as.editor, gif, 'image/gif'))).toEqual(['image']);
    expect(failingFields(await uploadImage(as.editor, Buffer.from('not a png')))).toEqual(['image']);
    expect(failingFields(await uploadImage(as.editor, Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)])))).toEqual(['image']);
  });

  it('is refused to nobody (401)', async () => {
    expectStatus(await uploadImage(as.anonymous), 401);
    expectStatus(await as.anonymous.delete('/api/current_user/remove_profile_image'), 401);
  });
});

describe('sessions', () => {
  it('lists the live sessions with browser, system and this device', async () => {
    const phone = await signInFrom('viewer@acme.test', FIREFOX_ON_WINDOWS);
    const list = expectStatus<AccountSession[]>(await phone.get('/api/current_user/sessions.json'), 200);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const mine = list.filter((session) => session.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ browser: 'Firefox 128', os: 'Windows 10', device: 'desktop' });
    expect(Date.parse(mine[0].created_at)).not.toBeNaN();
    expect(Date.parse(mine[0].last_seen_at!)).not.toBeNaN();
  });

  it('signs out one of your own sessions; that device is refused at once', async () => {
    const other = await signInFrom('viewer@acme.test', FIREFOX_ON_WINDOWS);
    const otherId = expectStatus<AccountSession[]>(await other.get('/api/current_user/sessions.json'), 200).find((s) => s.current)!.id;
    expectStatus(await as.viewer.delete(`/api/current_user/sessions/${otherId}.json`), 200);
    expectStatus(await other.get('/api/current_user.json'), 401);
    expect(await other.refresh()).toBeNull();
    const left = expectStatus<AccountSession[]>(await as.viewer.get('/api/current_user/sessions.json'), 200);
    expect(left.map((s) => s.id)).not.toContain(otherId);
  });

  it("does not find another person's session, nor an ended one (404)", async () => {
    const victim = await signInFrom('owner@acme.test', FIREFOX_ON_WINDOWS);
    const victimId = expectStatus<AccountSession[]>(await victim.get('/api/current_user/sessions.json'), 200).find((s) => s.current)!.id;
    expectStatus(await as.editor.delete(`/api/current_user/sessions/${victimId}.json`), 404);
    expectStatus(await victim.get('/api/current_user.json'), 200);
    expectStatus(await victim.delete(`/api/current_user/sessions/${victimId}.json`), 200);
    expectStatus(await as.owner.delete(`/api/current_user/sessions/${victimId}.json`), 404);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const elsewhere = await signInFrom('restricted@acme.test', FIREFOX_ON_WINDOWS);
    expectStatus(await as.restricted.delete('/api/current_user/sessions.json'), 200);
    expectStatus(await elsewhere.get('/api/current_user.json'), 401);
    const left = expectStatus<AccountSession[]>(await as.restricted.get('/api/current_user/sessions.json'), 200);
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});

describe('password change', () => {
  it('needs the right current password (422 on current_password)', async () => {
    const res = await as.editor.post('/api/current_user/change_password.json', { current_password: 'not my password', password: NEW_PASSWORD });
    expect(failingFields(res)).toEqual(['current_password']);
  });

  it('applies the password policy (422 on password)', async () => {
    for (const password of ['short', 'password1234', 'eddie editor']) {
      const res = await as.editor.post('/api/current_user/change_password.json', { current_password: DEMO_PASSWORD, password });
      expect(failingFields(res), password).toEqual(['password']);
    }
  });

  it('changes the password and ends every other session of the person, not this one', async () => {
    const mine = await signInFrom('restricted@acme.test', FIREFOX_ON_WINDOWS);
    const other = await signInFrom('restricted@acme.test', FIREFOX_ON_WINDOWS);
    expectStatus(await mine.post('/api/current_user/change_password.json', { current_password: DEMO_PASSWORD, password: NEW_PASSWORD }), 200);
    expectStatus(await other.get('/api/current_user.json'), 401);
    expect(await other.refresh()).toBeNull();
    expectStatus(await mine.get('/api/current_user.json'), 200);
    expect(await mine.refresh()).not.toBeNull();
    expectStatus(await t.anonymous.post('/api/oauth/sessions.json', { email: 'restricted@acme.test', password: DEMO_PASSWORD }), 401);
    await signInFrom('restricted@acme.test', FIREFOX_ON_WINDOWS, NEW_PASSWORD);
    expectStatus(await mine.post('/api/current_user/change_password.json', { current_password: NEW_PASSWORD, password: DEMO_PASSWORD }), 200);
  });
});
