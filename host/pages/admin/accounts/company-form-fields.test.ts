import { describe, expect, it } from 'vitest';
import { companyFormOf, companyInputOf, EMPTY_COMPANY_FORM } from './company-form-fields';

describe('the company form', () => {
  it('sends a trimmed name, a whole licence count, the trial end day or null, and the active flag', () => {
    expect(companyInputOf({ name: '  Initech ', licenceCount: '12', trialEnds: '2027-01-31', active: false })).toEqual({
      name: 'Initech',
      licence_count: 12,
      trial_ends_at: '2027-01-31',
      active: false,
    });
    expect(companyInputOf({ ...EMPTY_COMPANY_FORM, name: 'Initech' })?.trial_ends_at).toBeNull();
  });

  it('sends nothing while the name is blank or the licence count is no whole number from 0', () => {
    expect(companyInputOf(EMPTY_COMPANY_FORM)).toBeNull();
    for (const licenceCount of ['', '-1', '2.5', 'ten']) expect(companyInputOf({ ...EMPTY_COMPANY_FORM, name: 'A', licenceCount })).toBeNull();
  });

  it('starts from the company, its trial end as a day', () => {
    const form = companyFormOf({
      id: 1, name: 'Acme', user_count: 5, licence_count: 10, licences_used: 5, trial_ends_at: '2027-01-31T00:00:00.000Z',
      active: true, logo: null, login_page_url: null, embed_hosts: [], created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(form).toEqual({ name: 'Acme', licenceCount: '10', trialEnds: '2027-01-31', active: true });
  });
});
