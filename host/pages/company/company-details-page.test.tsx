import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTITY_MAP } from '../../../core/domain/entity-map';
import { CurrentCompanyStore } from '../../../core/services/current-company-store';
import { HttpError } from '../../../core/services/http-client';
import { resolveService } from '../../../core/services/service-token';
import { SuccessSnackbar } from '../../../core/services/success-snackbar';
import { aCompany } from '../../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { CompanyDetailsPage } from './company-details-page';

async function setUp(answerPut: (body: unknown) => unknown) {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_company', () => aCompany({ entity_map: { ...DEFAULT_ENTITY_MAP } }))
    .on('GET', '/api/company_admin/company.json', () => ({
      ...aCompany({ entity_map: { ...DEFAULT_ENTITY_MAP } }), embed_hosts: [], licence_count: 10, licences_used: 4, trial_ends_at: null,
    }))
    .on('GET', '/api/company_admin/audit_events.json', () => ({ items: [], total: 0 }))
    .on('PUT', '/api/company_admin/company.json', ({ body }) => answerPut(body));
  await resolveService(services.container, CurrentCompanyStore).load();
  renderHost(<CompanyDetailsPage />, services.container, '/company/details');
  return services;
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** The labels' own Save: the page has a form per part. */
const saveLabels = () => userEvent.click(within(screen.getByRole('form', { name: 'Names of things' })).getByRole('button', { name: 'Save' }));

async function retype(name: string, text: string) {
  await userEvent.clear(field(name));
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

// MUI forms in jsdom are slow on a busy machine.
describe('CompanyDetailsPage', { timeout: 20000 }, () => {
  it('renames a label, and every translated name changes at once', async () => {
    const { http, container } = await setUp((body) => aCompany(body as object));
    expect(await screen.findByRole('heading', { name: 'Names of things' })).toBeInTheDocument();
    expect(screen.getByText('4 of 10 licences in use')).toBeInTheDocument();
    expect(field('Stakeholder, singular')).toHaveValue('Stakeholder');
    await retype('Stakeholder, singular', ' Key Partner ');
    await retype('Stakeholder, plural', 'Key Partners');
    await saveLabels();

    const sent = http.calls('PUT', '/api/company_admin/company.json')[0].body as { entity_map: typeof DEFAULT_ENTITY_MAP };
    expect(sent.entity_map.stakeholder).toEqual({ singular: 'Key Partner', plural: 'Key Partners' });
    expect(sent.entity_map.tag).toEqual({ singular: 'Tag', plural: 'Tags' });
    // The host sentence nests the company's new word, with no reload and no code of its own.
    expect(await firstValueFrom(resolveService(container, SuccessSnackbar).message$)).toBe(
      'Names saved. Buttons now read “Add Key Partner”.',
    );
  });

  it('refuses blank and too long names before asking the server, and shows the server’s refusal', async () => {
    const { http } = await setUp(() => {
      throw new HttpError(403, 'Forbidden', null);
    });
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Tag, plural' }));
    await saveLabels();
    expect(within(screen.getByRole('alert')).getByText('Some names need fixing; see the marked fields.')).toBeInTheDocument();
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    expect(http.calls('PUT', '/api/company_admin/company.json')).toHaveLength(0);

    await retype('Tag, plural', 'x'.repeat(61));
    await saveLabels();
    expect(screen.getByText('Use at most 60 characters.')).toBeInTheDocument();

    await retype('Tag, plural', 'Labels');
    await saveLabels();
    expect(http.calls('PUT', '/api/company_admin/company.json')).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission');
  });
});
