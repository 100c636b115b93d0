import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiClient, type TestServer } from './harness';

let t: TestServer;
let editor: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  editor = await t.signIn('editor@acme.test');
});
afterAll(() => t?.close());

describe('GET /api/current_user', () => {
  it('answers the signed-in user in the CurrentUser shape, nothing more', async () => {
    const res = await editor.get('/api/current_user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: t.seed.users.editor,
      email: 'editor@acme.test',
      name: 'Eddie Editor',
      language: 'en',
      company_id: t.seed.companies.acme,
      company_role: 'member',
      profile_image: null,
      restricted: false,
      system_admin: false,
      shared_user: false,
      accepted_eula: false,
      viewed_intro_tour: true,
      viewed_landing_tour: true,
      valid_notifications: [],
    });
  });

  it('answers the .json and trailing-slash forms alike', async () => {
    for (const url of ['/api/current_user.json', '/api/current_user/']) {
      const res = await editor.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({ id: t.seed.users.editor });
    }
  });

  it('shows the demo flags: a system admin, a restricted user', async () => {
    const admin = await t.signIn('admin@acme.test');
    expect((await admin.get('/api/current_user.json')).json()).toMatchObject({ system_admin: true, company_role: 'admin' });
    const restricted = await t.signIn('restricted@acme.test');
    expect((await restricted.get('/api/current_user.json')).json()).toMatchObject({ restricted: true, system_admin: false });
  });

  it('answers 401 without a bearer token', async () => {
    expect((await t.anonymous.get('/api/current_user')).statusCode).toBe(401);
  });
});

describe('PUT /api/current_user', () => {
  it('records that the terms were accepted and answers the updated user', async () => {
    const viewer = await t.signIn('viewer@acme.test');
    const res = await viewer.put('/api/current_user/', { id: t.seed.users.viewer, accepted_eula: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: t.seed.users.viewer, accepted_eula: true, viewed_intro_tour: true });
    expect((await viewer.get('/api/current_user.json')).json()).toMatchObject({ accepted_eula: true });
  });

  it('changes the name and the tour flags, with or without the id', async () => {
    const res = await editor.put('/api/current_user.json', { name: 'Eddie E.', viewed_intro_tour: false, viewed_landing_tour: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Eddie E.', viewed_intro_tour: false, viewed_landing_tour: false });
  });

  it('stores each tour flag on its own, as the tours set them when they end', async () => {
    const owner = await t.signIn('owner@acme.test');
    const me = () => owner.get('/api/current_user.json').then((res) => res.json() as { viewed_intro_tour: boolean; viewed_landing_tour: boolean });
    expect((await owner.put('/api/current_user.json', { viewed_intro_tour: false, viewed_landing_tour: false })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ viewed_intro_tour: false, viewed_landing_tour: false });

    expect((await owner.put('/api/current_user.json', { viewed_intro_tour: true })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ viewed_intro_tour: true, viewed_landing_tour: false });

    expect((await owner.put('/api/current_user/', { id: t.seed.users.owner, viewed_landing_tour: true })).statusCode).toBe(200);
    expect(await me()).toMatchObject({ viewed_intro_tour: true, viewed_landing_tour: true });
  });

  it('answers 422 to a tour flag that is not a boolean, and keeps the stored one', async () => {
    const before = ((await editor.get('/api/current_user.json')).json() as { viewed_intro_tour: boolean }).viewed_intro_tour;
    const res = await editor.put('/api/current_user.json', { viewed_intro_tour: 'seen' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ fields: [{ field: 'viewed_intro_tour' }] });
    expect((await editor.get('/api/current_user.json')).json()).toMatchObject({ viewed_intro_tour: before });
  });

  it('ignores fields a user may not change on themself', async () => {
    const res = await editor.put('/api/current_user.json', {
      id: t.seed.users.editor,
      system_admin: true,
      company_role: 'admin',
      email: 'boss@acme.test',
      restricted: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ system_admin: false, company_role: 'member', email: 'editor@acme.test', restricted: false });
  });

  it("refuses to change another user's profile with 403", async () => {
    const res = await editor.put('/api/current_user.json', { id: t.seed.users.owner, name: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/only change your own profile/) });
    const owner = await t.signIn('owner@acme.test');
    expect((await owner.get('/api/current_user.json')).json()).toMatchObject({ name: 'Otto Owner' });
  });

  it('answers 422 naming each field of the wrong type, and changes nothing', async () => {
    const res = await editor.put('/api/current_user.json', { accepted_eula: 'yes', name: 7, id: 'me' });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; statusCode: number; fields: Array<{ field: string; message: string }> };
    expect(body).toMatchObject({ error: 'unprocessable_entity', statusCode: 422 });
    expect(body.fields.map((f) => f.field).sort()).toEqual(['accepted_eula', 'id', 'name']);
    expect(body.fields.every((f) => f.message.length > 0)).toBe(true);
    expect(body.fields.map((f) => (f as { code?: string }).code)).toEqual(['invalid', 'invalid', 'invalid']);
    expect((await editor.get('/api/current_user.json')).json()).toMatchObject({ accepted_eula: false });
  });

  it('answers 422 to an empty name, with the code the client translates', async () => {
    const res = await editor.put('/api/current_user.json', { name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ fields: [{ field: 'name', code: 'required' }] });
  });

  it('answers 422 to a body that is not an object', async () => {
    const res = await editor.put('/api/current_user.json', [1, 2]);
    expect(res.statusCode).toBe(422);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await t.anonymous.put('/api/current_user.json', { accepted_eula: true })).statusCode).toBe(401);
  });
});
