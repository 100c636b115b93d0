/**
 * The external-embed module kinds (videos, Miro boards, embedded suites): the server refuses a URL the kind
 * cannot frame on every write path (422 on the URL), and an embedded suite takes pages only from the hosts
 * its company admin lists (`suite_hosts`, company details).
 */
import { describe, expect, it } from 'vitest';
import type { CurrentCompany, EntityValue } from '../../core/domain/api-types';
import type { ApiClient } from './harness';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, failingFields, modulePath } from './support/workspace';

const { t, as } = useSignedInServer();

async function embedModule(typeKey: string, attributeKey: string) {
  const project = await createProject(as.editor, `${typeKey} module`);
  const module = await createModule(as.editor, project.id, typeKey);
  return { values: `${modulePath(project.id, module.id)}/entity_values`, attribute: t.seed.attributes[attributeKey]! };
}

/** Whether a create, an update, a bulk create and a bulk update of `url` are refused on the URL (and where). */
async function refusalsOf(client: ApiClient, typeKey: string, attributeKey: string, good: string, bad: string) {
  const { values, attribute } = await embedModule(typeKey, attributeKey);
  const page = (url: string) => ({ title: 'A page', url });
  const created = expectStatus<EntityValue>(await client.post(`${values}.json`, { entity_attribute_id: attribute, value: page(good) }), 201);
  return [
    failingFields(await client.post(`${values}.json`, { entity_attribute_id: attribute, value: page(bad) })),
    failingFields(await client.put(`${values}/${created.id}.json`, { value: page(bad) })),
    failingFields(await client.post(`${values}/bulk_create.json`, { entity_values: [{ entity_attribute_id: attribute, value: page(bad) }] })),
    failingFields(
      await client.post(`${values}/bulk_update.json`, {
        entity_values: [{ id: created.id, value: page(good) }, { entity_attribute_id: attribute, value: page(bad) }],
      }),
    ),
  ];
}

const REFUSED_EVERYWHERE = [['value/url'], ['value/url'], ['entity_values/0/value/url'], ['entity_values/1/value/url']];

describe('a video module', () => {
  it.each(['https://vimeo.com/76979871', 'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ', 'http://youtu.be/dQw4w9WgXcQ', 'javascript:alert(1)'])(
    'refuses %s on every write (422 on the URL)',
    async (bad) => {
      expect(await refusalsOf(as.editor, 'VideoIntegration', 'YoutubeVideo', 'https://youtu.be/dQw4w9WgXcQ?t=42', bad)).toEqual(REFUSED_EVERYWHERE);
    },
  );

  it('says what a YouTube address is when it refuses one', async () => {
    const { values, attribute } = await embedModule('VideoIntegration', 'YoutubeVideo');
    const res = await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { title: 'Talk', url: 'https://vimeo.com/1' } });
    expect(res.json()).toMatchObject({ fields: [{ field: 'value/url', message: expect.stringMatching(/not a YouTube video or playlist address/) }] });
  });

  it('keeps the title, address and notes of a video', async () => {
    const { values, attribute } = await embedModule('VideoIntegration', 'YoutubeVideo');
    const value = { title: 'Kick-off', url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', notes: 'Watch before the workshop.' };
    expect(expectStatus<EntityValue>(await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value }), 201).value).toEqual(value);
  });
});

describe('a Miro board module', () => {
  it.each(['https://miro.com/app/dashboard/', 'https://miro.com.evil.test/app/board/uXjVOfjmQ4I=/', 'https://example.com/'])(
    'refuses %s on every write (422 on the URL)',
    async (bad) => {
      expect(await refusalsOf(as.editor, 'MiroBoards', 'MiroBoard', 'https://miro.com/app/board/uXjVOfjmQ4I=/?share_link_id=1', bad)).toEqual(
        REFUSED_EVERYWHERE,
      );
    },
  );
});

describe('an embedded suite module', () => {
  const setSuiteHosts = (client: ApiClient, suite_hosts: unknown) => client.put('/api/company_admin/company.json', { suite_hosts });

  it('takes no page while the company allows no suite host, and says where to add them', async () => {
    const { values, attribute } = await embedModule('EmbeddedSuites', 'EmbeddedSuitePage');
    const res = await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { title: 'Wiki', url: 'https://suite.acme.test/' } });
    expect(res.json()).toMatchObject({ fields: [{ field: 'value/url', message: expect.stringMatching(/company allows no suite hosts.*company details/) }] });
  });

  it('takes pages of the company’s allowed suite hosts only', async () => {
    expectStatus(await setSuiteHosts(as.owner, ['https://suite.acme.test', 'https://wiki.acme.test:8443/']), 200);
    try {
      expect(await refusalsOf(as.editor, 'EmbeddedSuites', 'EmbeddedSuitePage', 'https://wiki.acme.test:8443/space/team?page=4', 'https://other.acme.test/')).toEqual(
        REFUSED_EVERYWHERE,
      );
      expect(await refusalsOf(as.editor, 'EmbeddedSuites', 'EmbeddedSuitePage', 'https://suite.acme.test/board', 'http://suite.acme.test/board')).toEqual(
        REFUSED_EVERYWHERE,
      );
    } finally {
      expectStatus(await setSuiteHosts(as.owner, []), 200);
    }
  });

  it('checks the hosts of the project’s company, not another company’s', async () => {
    expectStatus(await setSuiteHosts(as.owner, ['https://suite.acme.test']), 200);
    try {
      const project = await createProject(as.globex, 'Globex suites');
      const module = await createModule(as.globex, project.id, 'EmbeddedSuites');
      const values = `${modulePath(project.id, module.id)}/entity_values`;
      const value = { title: 'Acme suite', url: 'https://suite.acme.test/' };
      expect(failingFields(await as.globex.post(`${values}.json`, { entity_attribute_id: t.seed.attributes.EmbeddedSuitePage, value }))).toEqual(['value/url']);
    } finally {
      expectStatus(await setSuiteHosts(as.owner, []), 200);
    }
  });
});

describe('the company’s allowed suite hosts', () => {
  it('are none by default, and every member reads them with the current company', async () => {
    expect(expectStatus<CurrentCompany>(await as.viewer.get('/api/current_company'), 200).suite_hosts).toEqual([]);
    expect(expectStatus<{ suite_hosts: string[] }>(await as.owner.get('/api/company_admin/company.json'), 200).suite_hosts).toEqual([]);
  });

  it('are set by the company admin as https origins, each once, apart from the allowed embed hosts', async () => {
    const saved = expectStatus<CurrentCompany>(
      await as.owner.put('/api/company_admin/company.json', { suite_hosts: ['https://Suite.Acme.test/', 'https://suite.acme.test', ' https://wiki.acme.test:8443 '] }),
      200,
    );
    try {
      expect(saved.suite_hosts).toEqual(['https://suite.acme.test', 'https://wiki.acme.test:8443']);
      expect(expectStatus<CurrentCompany>(await as.editor.get('/api/current_company'), 200).suite_hosts).toEqual(saved.suite_hosts);
      expect(expectStatus<{ embed_hosts: string[] }>(await as.owner.get('/api/company_admin/company.json'), 200).embed_hosts).toEqual([]);
      expect(expectStatus<CurrentCompany>(await as.globex.get('/api/current_company'), 200).suite_hosts).toEqual([]);
    } finally {
      expectStatus(await as.owner.put('/api/company_admin/company.json', { suite_hosts: [] }), 200);
    }
  });

  it('refuses what is not an https origin, naming each entry', async () => {
    const res = await as.owner.put('/api/company_admin/company.json', {
      suite_hosts: ['https://ok.acme.test', 'http://plain.acme.test', 'https://acme.test/path', 'javascript:alert(1)', 'suite.acme.test'],
    });
    expect(failingFields(res)).toEqual(['suite_hosts/1', 'suite_hosts/2', 'suite_hosts/3', 'suite_hosts/4']);
    expect(expectStatus<CurrentCompany>(await as.owner.get('/api/current_company'), 200).suite_hosts).toEqual([]);
  });

  it('are changed by company admins only', async () => {
    for (const client of [as.editor, as.viewer]) {
      expect((await client.put('/api/company_admin/company.json', { suite_hosts: ['https://suite.acme.test'] })).statusCode).toBe(403);
    }
    expect((await as.anonymous.put('/api/company_admin/company.json', { suite_hosts: ['https://suite.acme.test'] })).statusCode).toBe(401);
    expect(expectStatus<CurrentCompany>(await as.owner.get('/api/current_company'), 200).suite_hosts).toEqual([]);
  });
});
