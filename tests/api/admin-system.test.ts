/** The system settings: GET/PUT /api/admin/systems.json, the favicon, GET /api/system and /api/terms.json. */
import { describe, expect, it } from 'vitest';
import type { SystemInfo, SystemSettings, TermsAnswer } from '../../core/domain/api-types';
import { auditEntriesOf } from './support/audit';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, type Actors } from './support/workspace';

const { t, as } = useSignedInServer();

const TINY_ICO = Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x10, 0x10]);
const TINY_SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>');

const uploadFavicon = (client: Actors[keyof Actors], data = TINY_PNG, contentType = 'image/png') =>
  postMultipart(t, client, '/api/admin/systems/upload_image.json', { image: { filename: 'favicon', contentType, data } });

describe('system settings', () => {
  it('are changed by a system admin, audited, and answered to everyone by GET /api/system', async () => {
    const changes = {
      system_title: 'Acme Strategy',
      support_email: 'help@acme.test',
      eula_link: 'https://acme.test/terms',
      browser_tab_text: 'Acme · Tessera',
      show_application_tours: false,
      terms_text: 'First paragraph.\n\nSecond paragraph.',
    };
    const saved = expectStatus<SystemSettings>(await as.admin.put('/api/admin/systems.json', changes), 200);
    expect(saved).toMatchObject(changes);
    expect(expectStatus<SystemSettings>(await as.admin.get('/api/admin/systems.json'), 200)).toEqual(saved);
    const { terms_text: _terms, ...info } = saved;
    expect(expectStatus<SystemInfo>(await t.client().get('/api/system.json'), 200)).toEqual(info);
    expect(expectStatus<TermsAnswer>(await t.client().get('/api/terms.json'), 200)).toEqual({ system_title: 'Acme Strategy', terms_text: changes.terms_text });
    const [entry] = await auditEntriesOf(t, 'system');
    expect(entry).toMatchObject({ company_id: null, action: 'system.updated', actor_user_id: t.seed.users.admin });
    expect(entry.summary).toContain('browser_tab_text');
  });

  it('checks the address, the link (a path or https) and the texts', async () => {
    expect(failingFields(await as.admin.put('/api/admin/systems.json', { support_email: 'not an address' }))).toEqual(['support_email']);
    for (const eula_link of ['http://acme.test/terms', '//evil.test/terms', 'javascript:alert(1)', 'terms']) {
      expect(failingFields(await as.admin.put('/api/admin/systems.json', { eula_link }))).toEqual(['eula_link']);
    }
    expect(failingFields(await as.admin.put('/api/admin/systems.json', { browser_tab_text: '   ' }))).toEqual(['browser_tab_text']);
    // The favicon changes only by upload: a URL in the body is dropped.
    expect(expectStatus<SystemSettings>(await as.admin.put('/api/admin/systems.json', { favicon_image: '/x.png' }), 200).favicon_image).not.toBe('/x.png');
    expectStatus(await as.admin.put('/api/admin/systems.json', { eula_link: '/terms' }), 200);
  });

  it('are refused to everyone but system admins', async () => {
    for (const client of [as.owner, as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get('/api/admin/systems.json'), 403);
      expectStatus(await client.put('/api/admin/systems.json', { system_title: 'Mine' }), 403);
      expectStatus(await uploadFavicon(client), 403);
      expectStatus(await client.post('/api/admin/systems/remove_image.json', {}), 403);
    }
    expectStatus(await as.anonymous.get('/api/admin/systems.json'), 401);
    expectStatus(await as.anonymous.put('/api/admin/systems.json', { system_title: 'Mine' }), 401);
  });
});

describe('favicon', () => {
  it('is uploaded as PNG, ICO or SVG, served publicly, replaced and removed', async () => {
    const png = expectStatus<SystemSettings>(await uploadFavicon(as.admin), 200);
    expect(png.favicon_image).toMatch(/^\/api\/system_images\/system\/favicon\/[0-9a-f]+\.png$/);
    const served = await t.client().get(png.favicon_image!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(expectStatus<SystemInfo>(await t.client().get('/api/system'), 200).favicon_image).toBe(png.favicon_image);

    const ico = expectStatus<SystemSettings>(await uploadFavicon(as.admin, TINY_ICO, 'image/x-icon'), 200);
    expect(ico.favicon_image).toMatch(/\.ico$/);
    expectStatus(await t.client().get(png.favicon_image!), 404);
    const svg = expectStatus<SystemSettings>(await uploadFavicon(as.admin, TINY_SVG, 'image/svg+xml'), 200);
    expect(svg.favicon_image).toMatch(/\.svg$/);

    const removed = expectStatus<SystemSettings>(await as.admin.post('/api/admin/systems/remove_image.json', {}), 200);
    expect(removed.favicon_image).toBeNull();
    expectStatus(await t.client().get(svg.favicon_image!), 404);
    const actions = (await auditEntriesOf(t, 'system')).slice(0, 4).map((entry) => entry.action);
    expect(actions).toEqual(['system.favicon_removed', 'system.favicon_uploaded', 'system.favicon_uploaded', 'system.favicon_uploaded']);
  });

  it('refuses a file that is no image whatever type it claims, another type, or too big', async () => {
    expect(failingFields(await uploadFavicon(as.admin, Buffer.from('<html><script>alert(1)</script>'), 'image/svg+xml'))).toEqual(['image']);
    expect(failingFields(await uploadFavicon(as.admin, Buffer.from('no icon at all'), 'image/x-icon'))).toEqual(['image']);
    expect(failingFields(await uploadFavicon(as.admin, Buffer.from('%PDF-1.4'), 'application/pdf'))).toEqual(['image']);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024)]);
    expect(failingFields(await uploadFavicon(as.admin, big))).toEqual(['image']);
  });
});
