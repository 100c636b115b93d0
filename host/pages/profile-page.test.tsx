import { resolveService } from '../../core/services/service-token';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationSettings } from '../../core/domain/notification-types';
import type { AccountDeletionPlan, AccountSession } from '../../core/domain/profile-api-types';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpError } from '../../core/services/http-client';
import { aUser } from '../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { ProfilePage } from './profile-page';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 1,
  browser: 'Firefox 128',
  os: 'Windows 10',
  device: 'desktop',
  created_at: '2026-01-02T10:00:00Z',
  last_seen_at: '2026-01-03T10:00:00Z',
  current: false,
  ...overrides,
});

const plan = (overrides: Partial<AccountDeletionPlan> = {}): AccountDeletionPlan => ({
  projects_created: 2,
  projects_pass_to: { id: 1, name: 'Ada Admin' },
  refusal: null,
  refusal_code: null,
  ...overrides,
});

async function setUp({ sessions = [session({ id: 1, current: true })], deletion = plan(), pending = null as string | null, restricted = false } = {}) {
  let mailSettings: NotificationSettings = { notification_mail: 'daily_digest' };
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/current_user', () => aUser({ id: 5, name: 'Edith Editor', restricted }))
    .on('PUT', '/api/current_user', ({ body }) => ({ ...aUser({ id: 5 }), ...(body as object) }))
    .on('GET', '/api/current_user/sessions.json', () => sessions)
    .on('GET', '/api/current_user/email_change.json', () => ({ new_email: pending, expires_at: null }))
    .on('GET', '/api/current_user/deletion_plan.json', () => deletion)
    .on('GET', '/api/current_user/notification_settings.json', () => mailSettings)
    .on('PUT', '/api/current_user/notification_settings.json', ({ body }) => (mailSettings = body as NotificationSettings))
    .on('POST', '/api/oauth/logouts.json', () => ({}));
  await resolveService(services.container, CurrentUserStore).load();
  renderHost(<ProfilePage />, services.container, '/profilepage');
  return services;
}

const region = (name: string) => screen.findByRole('region', { name });

// A page of six sections typed into: slow on a busy machine.
describe('ProfilePage', { timeout: 20000 }, () => {
  it('tells a restricted user why this is the only page they see, and no one else', async () => {
    await setUp({ restricted: true });
    expect(await screen.findByText(/Your account is limited to this page/)).toBeInTheDocument();
  });

  it('says nothing of restrictions to everyone else', async () => {
    await setUp();
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByText(/Your account is limited to this page/)).not.toBeInTheDocument();
  });

  it('shows the email and saves a new name with the language', async () => {
    const { http, container } = await setUp();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('editor@acme.test');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Edith E.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(http.calls('PUT', '/api/current_user')[0].body).toEqual({ id: 5, name: 'Edith E.', language: 'en' });
    expect(resolveService(container, CurrentUserStore).user?.name).toBe('Edith E.');
  });

  it('shows the daily digest chosen and saves another choice of notification mail', async () => {
    const { http } = await setUp();
    const mail = await region('Notification mail');
    expect(await within(mail).findByRole('radio', { name: 'A daily digest of the unread ones' })).toBeChecked();
    expect(within(mail).getByRole('button', { name: 'Save mail choice' })).toBeDisabled();
    await userEvent.click(within(mail).getByRole('radio', { name: 'A mail for each notification' }));
    await userEvent.click(within(mail).getByRole('button', { name: 'Save mail choice' }));
    expect(http.calls('PUT', '/api/current_user/notification_settings.json')[0].body).toEqual({ notification_mail: 'each' });
    await waitFor(() => expect(within(mail).getByRole('button', { name: 'Save mail choice' })).toBeDisabled());
    expect(within(mail).getByRole('radio', { name: 'A mail for each notification' })).toBeChecked();
  });

  it('asks for a name instead of saving an empty one', async () => {
    const { http } = await setUp();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(http.calls('PUT', '/api/current_user')).toHaveLength(0);
  });

  it('shows the address waiting for confirmation', async () => {
    await setUp({ pending: 'edith@new.test' });
    expect(await screen.findByText(/Waiting for confirmation of edith@new.test/)).toBeInTheDocument();
  });

  it('puts the server’s reason for a wrong current password on its field', async () => {
    const { http } = await setUp();
    http.on('POST', '/api/current_user/change_password.json', () => {
      throw new HttpError(422, 'invalid', { fields: [{ field: 'current_password', message: 'This is not your current password. Type it again.' }] });
    });
    const password = await region('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'wrong');
    await userEvent.type(within(password).getByLabelText('New password'), 'violet lantern over the harbour');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('This is not your current password. Type it again.')).toBeInTheDocument();
  });

  it('lists the sessions, says which is this device, and signs another one out', async () => {
    const { http } = await setUp({ sessions: [session({ id: 1, current: true }), session({ id: 2, browser: 'Safari 17', os: 'iOS 17', device: 'mobile' })] });
    http.on('DELETE', '/api/current_user/sessions/2.json', () => ({ ended: true }));
    const sessions = await region('Where you are signed in');
    expect(await within(sessions).findByText('This device')).toBeInTheDocument();
    await userEvent.click(within(sessions).getByRole('button', { name: 'Sign out Phone · Safari 17 on iOS 17' }));
    expect(http.calls('DELETE', '/api/current_user/sessions/2.json')).toHaveLength(1);
    expect(within(sessions).getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  it('says what deleting the account does before asking', async () => {
    await setUp();
    const deletion = await region('Delete my account');
    expect(await within(deletion).findByText('The 2 projects you created pass to Ada Admin, an administrator of your company.')).toBeInTheDocument();
  });

  it('refuses the last admin with the reason, offering no delete button', async () => {
    await setUp({ deletion: plan({ refusal: 'You are the only administrator of your company.' }) });
    const refused = await region('Delete my account');
    expect(await within(refused).findByText('You are the only administrator of your company.')).toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('deletes the account with the email typed again and signs out', async () => {
    const { http, navigations } = await setUp();
    http.on('DELETE', '/api/current_user.json', () => ({ deleted: true }));
    const deletion = await region('Delete my account');
    await userEvent.type(await within(deletion).findByLabelText('Type your email address to confirm'), 'someone@else.test');
    await userEvent.type(within(deletion).getByLabelText('Current password'), 'tessera-demo');
    await userEvent.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    expect(within(deletion).getByText('Type your email address exactly as shown above.')).toBeInTheDocument();
    expect(http.calls('DELETE', '/api/current_user.json')).toHaveLength(0);

    await userEvent.clear(within(deletion).getByLabelText('Type your email address to confirm'));
    await userEvent.type(within(deletion).getByLabelText('Type your email address to confirm'), 'editor@acme.test');
    await userEvent.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    expect(http.calls('DELETE', '/api/current_user.json')[0].body).toEqual({ email: 'editor@acme.test', current_password: 'tessera-demo' });
    expect(navigations).toEqual(['/']);
  });

  it('signs out', async () => {
    const { http, navigations } = await setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(http.calls('POST', '/api/oauth/logouts.json')).toHaveLength(1);
    expect(navigations).toEqual(['/']);
  });
});
