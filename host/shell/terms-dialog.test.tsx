import { resolveService } from '../../core/services/service-token';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '../../core/domain/api-types';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpError } from '../../core/services/http-client';
import { Session } from '../../core/services/session';
import { SystemStore } from '../../core/services/system-store';
import { aSystem, aUser } from '../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { TermsDialog } from './terms-dialog';

async function setUp(user: CurrentUser, eulaLink = '') {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_user', () => user)
    .on('GET', '/api/system', () => aSystem({ eula_link: eulaLink }))
    .on('PUT', '/api/current_user', ({ body }) => ({ ...user, ...(body as object) }))
    .on('GET', '/api/oauth/logouts.json', () => ({}));
  await resolveService(services.container, CurrentUserStore).load();
  await resolveService(services.container, SystemStore).load();
  renderHost(<TermsDialog />, services.container);
  return services;
}

describe('TermsDialog', () => {
  it('shows Accept only once the agreement is ticked', async () => {
    await setUp(aUser({ accepted_eula: false }));
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('stores the acceptance and closes', async () => {
    const { http } = await setUp(aUser({ id: 4, accepted_eula: false }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(http.calls('PUT', '/api/current_user').map((call) => call.body)).toEqual([{ id: 4, accepted_eula: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs the user out on Decline', async () => {
    const { http, container, navigations } = await setUp(aUser({ accepted_eula: false }));
    resolveService(container, Session).setAccessToken('token');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(http.calls('GET', '/api/oauth/logouts.json')).toHaveLength(1);
    expect(resolveService(container, Session).accessToken).toBeNull();
    expect(navigations).toEqual(['/']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed with Escape', async () => {
    await setUp(aUser({ accepted_eula: false }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('links the terms when the system names them', async () => {
    await setUp(aUser({ accepted_eula: false }), 'https://tessera.test/terms');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      'https://tessera.test/terms',
    );
  });

  it('stays, and says so, when the acceptance cannot be saved', async () => {
    const services = await setUp(aUser({ accepted_eula: false }));
    services.http.on('PUT', '/api/current_user', () => {
      throw new HttpError(0, 'offline', null);
    });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/could not be saved/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not shown to a user who accepted', async () => {
    await setUp(aUser({ accepted_eula: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a shared user', async () => {
    await setUp(aUser({ accepted_eula: false, shared_user: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
