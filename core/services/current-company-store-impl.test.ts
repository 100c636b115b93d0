import { describe, expect, it } from 'vitest';
import { aCompany } from '../testing/api-fixtures';
import { FakeHttpClient, httpError } from '../testing/fake-http-client';
import { CurrentCompanyStoreImpl } from './current-company-store-impl';

const READ_WRITE = { read: true, write: true, admin: false };

describe('CurrentCompanyStoreImpl', () => {
  it('loads GET /api/current_company', async () => {
    const http = new FakeHttpClient(() => aCompany(READ_WRITE));
    const store = new CurrentCompanyStoreImpl(http);
    expect(store.company).toBeUndefined();
    await expect(store.load()).resolves.toEqual(aCompany(READ_WRITE));
    expect(http.calls[0]).toMatchObject({ method: 'get', path: '/api/current_company' });
    expect(store.company?.name).toBe('Acme');
  });

  it('stores null when the load fails, and after clear', async () => {
    const http = new FakeHttpClient(() => httpError(500));
    const store = new CurrentCompanyStoreImpl(http);
    await expect(store.load()).resolves.toBeNull();
    expect(store.company).toBeNull();

    http.answerWith(() => aCompany(READ_WRITE));
    await store.load();
    store.clear();
    expect(store.company).toBeNull();
  });

  it('renames the entity labels as a company admin and takes the answer as the current company', async () => {
    const renamed = aCompany(READ_WRITE, { entity_map: { stakeholder: { singular: 'Key Partner', plural: 'Key Partners' } } });
    const http = new FakeHttpClient(() => renamed);
    const store = new CurrentCompanyStoreImpl(http);
    await store.update({ entity_map: renamed.entity_map });
    expect(http.calls[0]).toMatchObject({ method: 'put', path: '/api/company_admin/company.json', body: { entity_map: renamed.entity_map } });
    expect(store.company?.entity_map.stakeholder.singular).toBe('Key Partner');
  });
});
