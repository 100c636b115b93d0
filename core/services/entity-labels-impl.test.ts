import { describe, expect, it } from 'vitest';
import { aCompany } from '../testing/api-fixtures';
import { FakeHttpClient } from '../testing/fake-http-client';
import { CurrentCompanyStoreImpl } from './current-company-store-impl';
import { ENTITY_LABELS_CHANGED } from './entity-labels';
import { EntityLabelsImpl } from './entity-labels-impl';
import { I18nServiceImpl } from './i18n-service-impl';

const MEMBER = { read: true, write: false, admin: false };
const KEY_PARTNER = { stakeholder: { singular: 'Key Partner', plural: 'Key Partners' } };

function labelsWith(entityMap: Record<string, { singular: string; plural: string }>) {
  const http = new FakeHttpClient(() => aCompany(MEMBER, { entity_map: entityMap }));
  const companies = new CurrentCompanyStoreImpl(http);
  const i18n = new I18nServiceImpl();
  i18n.addMessages('en', 'stakeholders', { title: '$t(entity:stakeholder.plural)' });
  i18n.addMessages('en', 'host', { addStakeholder: 'Add $t(entity:stakeholder.singular)' });
  const labels = new EntityLabelsImpl(companies, i18n);
  return { companies, i18n, labels, http };
}

describe('EntityLabelsImpl', () => {
  it('names things by the defaults before a company is known', () => {
    const { i18n, labels } = labelsWith({});
    expect(i18n.t('stakeholders:title')).toBe('Stakeholders');
    expect(i18n.t('host:addStakeholder')).toBe('Add Stakeholder');
    expect(i18n.t('entity:product_and_service_category.plural')).toBe('Product & Service Categories');
    expect(labels.labels.tag).toEqual({ singular: 'Tag', plural: 'Tags' });
  });

  it('renames a plugin title and a host sentence when the company renames, in the company’s own words', async () => {
    const { companies, i18n, labels } = labelsWith({ ...KEY_PARTNER, tag: { singular: 'label', plural: 'labels' } });
    await companies.load();
    expect(i18n.t('stakeholders:title')).toBe('Key Partners');
    expect(i18n.t('host:addStakeholder')).toBe('Add Key Partner');
    expect(i18n.t('entity:tag.singular')).toBe('label');
    expect(labels.labels.stakeholder_role.singular).toBe('Stakeholder Role');
  });

  it('goes back to the defaults when the company is cleared (sign-out)', async () => {
    const { companies, i18n } = labelsWith(KEY_PARTNER);
    await companies.load();
    companies.clear();
    expect(i18n.t('host:addStakeholder')).toBe('Add Stakeholder');
  });

  it('feeds the labels again in a language the user switches to, and tells react-i18next each time', async () => {
    const { companies, i18n } = labelsWith(KEY_PARTNER);
    let changes = 0;
    i18n.i18next.on(ENTITY_LABELS_CHANGED, () => (changes += 1));
    await companies.load();
    await i18n.i18next.changeLanguage('de');
    expect(i18n.i18next.getResource('de', 'entity', 'stakeholder.singular')).toBe('Key Partner');
    expect(i18n.i18next.getResource('de', 'entity', 'tag.plural')).toBe('Tags');
    expect(changes).toBe(2);
  });
});
