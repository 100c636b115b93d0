/** GET/PUT /api/current_user/preferences/{key}.json */
import { describe, expect, it } from 'vitest';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { as } = useSignedInServer();

const path = (key: string) => `/api/current_user/preferences/${key}.json`;

describe('preferences', () => {
  it('answers null before anything is remembered, then the value, per user', async () => {
    expect(expectStatus(await as.editor.get(path('home-list')), 200)).toEqual({ key: 'home-list', value: null });
    const value = { view: 'list', order: 'name', direction: 'asc' };
    expect(expectStatus(await as.editor.put(path('home-list'), { value }), 200)).toEqual({ key: 'home-list', value });
    expect(expectStatus(await as.editor.get(path('home-list')), 200)).toEqual({ key: 'home-list', value });
    expect(expectStatus(await as.editor.get('/api/current_user/preferences/home-list'), 200)).toEqual({ key: 'home-list', value });
    // Another user has their own.
    expect(expectStatus(await as.viewer.get(path('home-list')), 200)).toEqual({ key: 'home-list', value: null });
    const changed = { view: 'grid', order: 'last_event_date', direction: 'desc' };
    expect(expectStatus(await as.editor.put(path('home-list'), { value: changed }), 200)).toEqual({ key: 'home-list', value: changed });
    expect(expectStatus(await as.editor.get(path('home-list')), 200)).toEqual({ key: 'home-list', value: changed });
  });

  it('keeps any JSON value, including null', async () => {
    expect(expectStatus(await as.globex.put(path('tour'), { value: 3 }), 200)).toEqual({ key: 'tour', value: 3 });
    expect(expectStatus(await as.globex.put(path('tour'), { value: null }), 200)).toEqual({ key: 'tour', value: null });
    expect(expectStatus(await as.globex.get(path('tour')), 200)).toEqual({ key: 'tour', value: null });
  });

  it('answers 401 to nobody and 422 for a bad key, a missing or a too large value', async () => {
    expectStatus(await as.anonymous.get(path('home-list')), 401);
    expectStatus(await as.anonymous.put(path('home-list'), { value: 1 }), 401);
    expectStatus(await as.editor.get(path('Bad%20Key')), 422);
    expectStatus(await as.editor.put(path('home-list'), {}), 422);
    expectStatus(await as.editor.put(path('home-list'), { value: 'x'.repeat(20000) }), 422);
  });
});
