/**
 * A client's mistake is answered 4xx, never 500: the NUL character anywhere in text, JSON nested
 * absurdly deep, and path ids that are not plain decimal numbers.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_HEADER } from '../../core/domain/http-conventions';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, modulePath } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

/** JSON text of objects nested `depth` deep (as text: JSON.stringify itself overflows the stack on it). */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
}

describe('the NUL character', () => {
  it('in a project name is a 422 naming name', async () => {
    expect(failingFields(await as.editor.post('/api/projects.json', { name: 'a\u0000b' }))).toEqual(['name']);
    expect(failingFields(await as.owner.put(`/api/projects/${onboarding}.json`, { name: 'a\u0000b' }))).toEqual(['name']);
  });

  it('in a document is a 422 naming its place', async () => {
    const url = `${modulePath(onboarding, seed.modules.text!)}/entity_values.json`;
    const body = { entity_attribute_id: seed.attributes.FreeTextDocument, value: { html: '<p>a\u0000</p>' } };
    expect(failingFields(await as.editor.post(url, body))).toEqual(['value/html']);
  });

  it('in a query string is a 4xx naming the parameter', async () => {
    const res = await as.editor.get('/api/projects.json', { query: { search: 'a\u0000b' } });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(/search/);
  });

  it('in a session-token header is not a valid token', async () => {
    const headers = { [SESSION_TOKEN_HEADER]: Buffer.from('1|x\u0000').toString('base64') };
    expectStatus(await as.anonymous.get('/api/projects.json', { headers }), 401);
    expectStatus(await as.editor.get('/api/projects.json', { headers }), 200);
  });
});

describe('deeply nested JSON', () => {
  it('in an open document is a 4xx', async () => {
    const diagram = seed.orderProcess.modules.Bpmns;
    const url = `${modulePath(seed.orderProcess.project, diagram)}/entity_values.json`;
    const settings = t.app.moduleRegistry.attributeByKey('Bpmns', 'DiagramSettings')!.id;
    const res = await as.owner.post(url, `{"entity_attribute_id":${settings},"value":{"deep":${nested(5000)}}}`);
    expect(expectStatus<{ message: string }>(res, 400).message).toMatch(/nested too deeply/);
  });

  it('in a preference is a 4xx', async () => {
    const res = await as.editor.put('/api/current_user/preferences/deep.json', `{"value":${nested(5000)}}`);
    expect(expectStatus<{ message: string }>(res, 400).message).toMatch(/nested too deeply/);
  });

  it('within the limit is kept', async () => {
    const res = await as.editor.put('/api/current_user/preferences/deep.json', `{"value":${nested(50)}}`);
    expectStatus(res, 200);
  });
});

describe('path ids', () => {
  // Leading zeros too: an id has one spelling, so one resource has one address.
  it.each(['0x4', '%204', '4e0', '+4', '4.0', '04', '0', '-4', '99999999999'])('%s is 404', async (id) => {
    const res = await as.editor.get(`/api/projects/${id.replace('4', String(onboarding))}.json`);
    expectStatus(res, 404);
  });

  it('applies to every id of a path', async () => {
    expectStatus(await as.editor.get(`${modulePath(onboarding, seed.modules.text!)}.json`), 200);
    expectStatus(await as.editor.get(`${modulePath(onboarding, seed.modules.text!)}.0.json`), 404);
    expectStatus(await as.editor.get(`/api/projects/0${onboarding}/project_scenario_modules/${seed.modules.text}.json`), 404);
  });
});
