import { resolveService } from '../../../core/services/service-token';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../../core/services/http-client';
import { Navigator } from '../../../core/services/navigator';
import { Session } from '../../../core/services/session';
import { aCompany, aSystem, aUser } from '../../test/fake-guard-services';
import { testRegistry } from '../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../test/render-host';
import { rememberStartedProvider } from './started-provider';

function setUp() {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/current_company', () => aCompany())
    .on('GET', '/api/oauth/providers/3.json', () => ({ id: 3, label: 'Sign in with Acme SSO', company_name: 'Acme' }))
    .on('GET', '/api/projects.json', () => ({ items: [], total: 0 }));
  return services;
}

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe("sign-in through a company's provider", { timeout: 20000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the provider's button above the password form and leaves for the provider with the target", async () => {
    const { container } = setUp();
    const assign = vi.spyOn(resolveService(container, Navigator), 'assign').mockImplementation(() => undefined);
    renderApp(container, testRegistry, '/login/3?next=%2Fall-projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme SSO' }));
    expect(screen.getByText('For people of Acme')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/api/oauth/providers/3/start?next=%2Fall-projects');
  });

  it('says when the sign-in link is no longer in use, and keeps the password form', async () => {
    const { container, http } = setUp();
    http.on('GET', '/api/oauth/providers/3.json', () => {
      throw new HttpError(404, 'not found', { error: 'not_found' });
    });
    renderApp(container, testRegistry, '/login/3');
    expect(await screen.findByText(/This sign-in link is no longer in use/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says why the way to the provider failed', async () => {
    const { container } = setUp();
    renderApp(container, testRegistry, '/login/3?error=provider_unreachable');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
  });

  it("hands the provider's answer to the server and lands where the person was going", async () => {
    const { container, http } = setUp();
    http.on('POST', '/api/oauth/provider_sign_ins.json', () => ({ access_token: 'through-provider', expires_in: 900, next: '/all-projects' }));
    const { router } = renderApp(container, testRegistry, '/oauth-redirect?code=abc&state=xyz&iss=https%3A%2F%2Fid.acme.test');
    await waitFor(() => expect(path(router)).toBe('/all-projects'));
    expect(http.calls('POST', '/api/oauth/provider_sign_ins.json').map((call) => call.body)).toEqual([
      { query: '?code=abc&state=xyz&iss=https%3A%2F%2Fid.acme.test' },
    ]);
    expect(resolveService(container, Session).accessToken).toBe('through-provider');
  });

  it("says what went wrong, with the way back to the provider's sign-in page", async () => {
    const { container, http } = setUp();
    rememberStartedProvider(3);
    http.on('POST', '/api/oauth/provider_sign_ins.json', () => {
      throw new HttpError(400, 'state', { error: 'sign_in_state_mismatch' });
    });
    renderApp(container, testRegistry, '/oauth-redirect?code=abc&state=tampered');
    expect(await screen.findByRole('alert')).toHaveTextContent('does not belong to the sign-in started in this browser');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login/3');
  });
});
