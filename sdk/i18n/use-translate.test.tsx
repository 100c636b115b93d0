import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany } from '../../core/testing/api-fixtures';
import { FakeHttpClient } from '../../core/testing/fake-http-client';
import { CurrentCompanyStoreImpl } from '../../core/services/current-company-store-impl';
import { EntityLabelsImpl } from '../../core/services/entity-labels-impl';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { useTranslate } from './use-translate';

function Title() {
  const t = useTranslate('stakeholders');
  return <h1>{t('title')}</h1>;
}

describe('useTranslate', () => {
  it('re-renders a plugin title nesting an entity label when the company renames it, without a reload', async () => {
    const services = createTestServices({ stakeholders: { en: { title: '$t(entity:stakeholder.plural)' } } });
    const http = new FakeHttpClient(() =>
      aCompany({ read: true, write: true, admin: true }, { entity_map: { stakeholder: { singular: 'Key Partner', plural: 'Key Partners' } } }),
    );
    const companies = new CurrentCompanyStoreImpl(http);
    new EntityLabelsImpl(companies, services.i18n);
    renderWithServices(<Title />, services);
    expect(screen.getByRole('heading').textContent).toBe('Stakeholders');
    await act(() => companies.load());
    expect(screen.getByRole('heading').textContent).toBe('Key Partners');
  });
});
