import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/api-fixtures';
import { FakeHttpClient, httpError } from '../testing/fake-http-client';
import { CurrentUserStoreImpl } from './current-user-store-impl';

describe('CurrentUserStoreImpl', () => {
  it('starts not loaded, then holds the user GET /api/current_user answered', async () => {
    const http = new FakeHttpClient(() => aUser());
    const store = new CurrentUserStoreImpl(http);
    expect(store.user).toBeUndefined();

    await expect(store.load()).resolves.toEqual(aUser());

    expect(http.calls).toEqual([{ method: 'get', path: '/api/current_user', options: undefined }]);
    expect(await firstValueFrom(store.user$)).toEqual(aUser());
  });

  it('stores null when the load fails', async () => {
    const store = new CurrentUserStoreImpl(new FakeHttpClient(() => httpError(401)));
    await expect(store.load()).resolves.toBeNull();
    expect(store.user).toBeNull();
  });

  it('shares one request between loads that overlap', async () => {
    const http = new FakeHttpClient(() => aUser());
    const store = new CurrentUserStoreImpl(http);
    await Promise.all([store.load(), store.load()]);
    expect(http.calls).toHaveLength(1);
  });

  it('updates with PUT of the id plus the changed fields and keeps the answer', async () => {
    const http = new FakeHttpClient(() => aUser());
    const store = new CurrentUserStoreImpl(http);
    await store.load();
    http.answerWith((call) => ({ ...aUser(), ...(call.body as object) }));

    const updated = await store.update({ accepted_eula: true });

    expect(http.calls[1]).toMatchObject({ method: 'put', path: '/api/current_user', body: { id: 7, accepted_eula: true } });
    expect(updated.accepted_eula).toBe(true);
    expect(store.user?.accepted_eula).toBe(true);
  });

  it('stores null and rejects when the update fails', async () => {
    const http = new FakeHttpClient(() => aUser());
    const store = new CurrentUserStoreImpl(http);
    await store.load();
    http.answerWith(() => httpError(422, 'name is too long'));

    await expect(store.update({ name: 'x'.repeat(500) })).rejects.toMatchObject({ status: 422 });
    expect(store.user).toBeNull();
  });

  it('refuses to update before a user is loaded', async () => {
    const http = new FakeHttpClient();
    await expect(new CurrentUserStoreImpl(http).update({ name: 'A' })).rejects.toThrow(/not loaded/);
    expect(http.calls).toHaveLength(0);
  });

  it('replaces the stored user with the answer of a profile image upload, and of its removal', async () => {
    const http = new FakeHttpClient(() => aUser());
    const store = new CurrentUserStoreImpl(http);
    await store.load();
    http.answerWith(() => aUser({ profile_image: '/api/files/users/7/profile/a.png' }));

    await store.uploadProfileImage(new Blob(['png'], { type: 'image/png' }));

    expect(http.calls[1]).toMatchObject({ method: 'post', path: '/api/current_user/upload_profile_image' });
    expect((http.calls[1].body as FormData).get('image')).toBeInstanceOf(Blob);
    expect(store.user?.profile_image).toBe('/api/files/users/7/profile/a.png');

    http.answerWith(() => aUser({ profile_image: null }));
    await store.removeProfileImage();
    expect(http.calls[2]).toMatchObject({ method: 'delete', path: '/api/current_user/remove_profile_image' });
    expect(store.user?.profile_image).toBeNull();
  });

  it('registers a viewed project', async () => {
    const http = new FakeHttpClient(() => null);
    await new CurrentUserStoreImpl(http).registerViewedProject(12);
    expect(http.calls[0]).toMatchObject({
      method: 'post',
      path: '/api/current_user/register_viewed_project.json',
      body: { project_id: 12 },
    });
  });

  it('registers a viewed notification and keeps the answered user, which no longer carries it', async () => {
    const notification = { id: 4, created_at: '2026-11-27T10:00:00.000Z', page_name: '/all-projects', title: 'Labels', content: '', image: { url: null } };
    const http = new FakeHttpClient(() => aUser({ valid_notifications: [notification] }));
    const store = new CurrentUserStoreImpl(http);
    await store.load();
    http.answerWith(() => aUser());

    await store.registerViewedNotification(4);

    expect(http.calls[1]).toMatchObject({ method: 'post', path: '/api/current_user/register_viewed_notification.json', body: { notification_id: 4 } });
    expect(store.user?.valid_notifications).toEqual([]);
  });

  it('clear leaves no user', async () => {
    const store = new CurrentUserStoreImpl(new FakeHttpClient(() => aUser()));
    await store.load();
    store.clear();
    expect(store.user).toBeNull();
  });
});
