import { resolveService } from '../../core/services/service-token';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { aUser } from '../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { ProfilePage } from './profile-page';

async function setUp() {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_user', () => aUser({ id: 5, name: 'Edith Editor' }))
    .on('PUT', '/api/current_user', ({ body }) => ({ ...aUser({ id: 5 }), ...(body as object) }))
    .on('POST', '/api/oauth/logouts.json', () => ({}));
  await resolveService(services.container, CurrentUserStore).load();
  renderHost(<ProfilePage />, services.container, '/profilepage');
  return services;
}

describe('ProfilePage', () => {
  it('shows the email and saves a new name', async () => {
    const { http, container } = await setUp();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('editor@acme.test');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Edith E.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(http.calls('PUT', '/api/current_user')[0].body).toEqual({ id: 5, name: 'Edith E.' });
    expect(resolveService(container, CurrentUserStore).user?.name).toBe('Edith E.');
  });

  it('asks for a name instead of saving an empty one', async () => {
    const { http } = await setUp();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(http.calls('PUT', '/api/current_user')).toHaveLength(0);
  });

  it('signs out', async () => {
    const { http, navigations } = await setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(http.calls('POST', '/api/oauth/logouts.json')).toHaveLength(1);
    expect(navigations).toEqual(['/']);
  });
});
