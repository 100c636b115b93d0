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
    .on('PUT', '/api/company_admin/company.json', ({ body }) => answerPut(body));
  await resolveService(services.container, CurrentCompanyStore).load();
  renderHost(<CompanyDetailsPage />, services.container, '/company/details');
  return services;
}

const field = (name: string) => screen.getByRole('textbox', { name });

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
    expect(field('Stakeholder, singular')).toHaveValue('Stakeholder');
    await retype('Stakeholder, singular', ' Key Partner ');
    await retype('Stakeholder, plural', 'Key Partners');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

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
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('alert')).getByText('Some names need fixing; see the marked fields.')).toBeInTheDocument();
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    expect(http.calls('PUT', '/api/company_admin/company.json')).toHaveLength(0);

    await retype('Tag, plural', 'x'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use at most 60 characters.')).toBeInTheDocument();

    await retype('Tag, plural', 'Labels');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(http.calls('PUT', '/api/company_admin/company.json')).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission');
  });
});
