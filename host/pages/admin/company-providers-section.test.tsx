import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyProvider } from '../../../core/domain/company-providers';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { CompanyProvidersSection } from './company-providers-section';

const PROVIDERS = '/api/admin/companies/7/providers.json';

function aProvider(overrides: Partial<CompanyProvider> = {}): CompanyProvider {
  return {
    id: 3, company_id: 7, label: 'Sign in with Acme SSO', issuer_url: 'https://login.acme.test', client_id: 'tessera',
    has_client_secret: true, scopes: 'openid email profile', match_claim: 'email', create_unknown_users: false, active: true,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

/** Typing letter by letter is slow on a busy machine; pasting the text does the same to the form. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function setUp(providers: CompanyProvider[] = [aProvider()]) {
  const services = createHostTestContainer();
  let stored = providers;
  services.http
    .on('GET', PROVIDERS, () => stored)
    .on('POST', PROVIDERS, ({ body }) => {
      const created = aProvider({ id: 4, ...(body as object), has_client_secret: !!(body as { client_secret?: string }).client_secret });
      stored = [...stored, created];
      return created;
    })
    .on('PUT', '/api/admin/companies/7/providers/3.json', ({ body }) => {
      stored = stored.map((provider) => (provider.id === 3 ? { ...provider, ...(body as object) } : provider));
      return stored.find((provider) => provider.id === 3);
    })
    .on('DELETE', '/api/admin/companies/7/providers/3.json', () => {
      stored = stored.filter((provider) => provider.id !== 3);
      return null;
    })
    .on('POST', '/api/admin/companies/7/providers/3/check.json', () => ({
      ok: false, problem: 'The discovery document does not name jwks_uri.', issuer: null, authorization_endpoint: null, token_endpoint: null,
    }));
  renderHost(<CompanyProvidersSection companyId={7} />, services.container);
  return services;
}

describe('CompanyProvidersSection', () => {
  it('lists the providers with the sign-in link to give people', async () => {
    setUp();
    const row = (await screen.findByText('Sign in with Acme SSO')).closest('tr')!;
    expect(within(row).getByText(`${window.location.origin}/login/3`)).toBeInTheDocument();
    expect(within(row).getByText('https://login.acme.test')).toBeInTheDocument();
    expect(within(row).getByText('In use')).toBeInTheDocument();
  });

  it('adds a provider through the dialog', async () => {
    const { http } = setUp([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add provider' }));
    const dialog = screen.getByRole('dialog');
    await fill(within(dialog).getByRole('textbox', { name: /Button label/ }), 'Globex login');
    await fill(within(dialog).getByRole('textbox', { name: /Issuer URL/ }), 'https://id.globex.test');
    await fill(within(dialog).getByRole('textbox', { name: /Client ID/ }), 'globex-app');
    await fill(within(dialog).getByLabelText(/Client secret/), 's3cret');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Create unknown people/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(http.calls('POST', PROVIDERS)[0].body).toEqual({
      label: 'Globex login', issuer_url: 'https://id.globex.test', client_id: 'globex-app', client_secret: 's3cret',
      scopes: 'openid email profile', match_claim: 'email', create_unknown_users: true, active: true,
    });
    expect(await screen.findByText('Globex login')).toBeInTheDocument();
    // A dialog of nine fields: slow to fill on a busy machine.
  }, 15_000);

  it('says what is wrong with an issuer URL before sending it', async () => {
    const { http } = setUp([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add provider' }));
    const dialog = screen.getByRole('dialog');
    await fill(within(dialog).getByRole('textbox', { name: /Issuer URL/ }), 'http://id.globex.test');
    expect(within(dialog).getByText(/must start with https/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(http.calls('POST', PROVIDERS)).toHaveLength(0);
  });

  it('keeps the stored secret when an edit leaves the secret empty', async () => {
    const { http } = setUp();
    const row = (await screen.findByText('Sign in with Acme SSO')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('A secret is stored. Leave this empty to keep it.')).toBeInTheDocument();
    const label = within(dialog).getByRole('textbox', { name: /Button label/ });
    await userEvent.clear(label);
    await fill(label, 'Acme login');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const sent = http.calls('PUT', '/api/admin/companies/7/providers/3.json')[0].body as object;
    expect(sent).toMatchObject({ label: 'Acme login', client_id: 'tessera' });
    expect(sent).not.toHaveProperty('client_secret');
    expect(await screen.findByText('Acme login')).toBeInTheDocument();
  });

  it('deletes a provider only after confirming', async () => {
    const { http } = setUp();
    const row = (await screen.findByText('Sign in with Acme SSO')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(http.calls('DELETE', '/api/admin/companies/7/providers/3.json')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(http.calls('DELETE', '/api/admin/companies/7/providers/3.json')).toHaveLength(1);
    expect(await screen.findByText('No sign-in providers yet.')).toBeInTheDocument();
  });

  it('tests discovery and shows what is wrong', async () => {
    setUp();
    const row = (await screen.findByText('Sign in with Acme SSO')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Test discovery' }));
    expect(await screen.findByText('The discovery document does not name jwks_uri.')).toBeInTheDocument();
  });
});
