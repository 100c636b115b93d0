import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCompany, aSystem, aUser } from '../../test/fake-guard-services';
import { testRegistry } from '../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../test/render-host';
import { NOTIFICATIONS_TABLE_PATH } from '../../shell/notifications/notifications-api';

function setUp() {
  const services = createHostTestContainer({ sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => aUser())
    .on('GET', '/api/current_company', () => aCompany())
    .on('POST', NOTIFICATIONS_TABLE_PATH, () => ({ items: [], total: 120, unread_count: 0 }));
  return services;
}

const tableCalls = (http: ReturnType<typeof setUp>['http']) => http.calls('POST', NOTIFICATIONS_TABLE_PATH).map((call) => call.body);

describe('notifications page', { timeout: 20000 }, () => {
  it('starts from the search, filter, order and page its URL names', async () => {
    const { container, http } = setUp();
    renderApp(container, testRegistry, '/notifications?q=report&read=unread&order=created_at&dir=asc&page=2&size=50');
    expect(await screen.findByRole('searchbox', { name: 'Search notifications' })).toHaveValue('report');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Unread');
    await waitFor(() =>
      expect(tableCalls(http)).toContainEqual(expect.objectContaining({ search: 'report', read: 'unread', sort: 'created_at', direction: 'asc', page: 2, per_page: 50 })),
    );
  });

  it('reads bad values as the defaults: all notifications, newest first, the first page', async () => {
    const { container, http } = setUp();
    renderApp(container, testRegistry, '/notifications?read=bogus&order=password&page=-3&size=7');
    await screen.findByRole('searchbox', { name: 'Search notifications' });
    await waitFor(() => expect(tableCalls(http)).toContainEqual({ read: 'all', sort: 'created_at', direction: 'desc', page: 1, per_page: 25 }));
  });

  it('puts a changed filter in the URL on the first page, and Back shows the filter before', async () => {
    const { container, http } = setUp();
    const { router } = renderApp(container, testRegistry, '/notifications?page=3');
    await waitFor(() => expect(tableCalls(http).at(-1)).toMatchObject({ read: 'all', page: 3 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.search).toBe('?read=read'));
    await waitFor(() => expect(tableCalls(http).at(-1)).toMatchObject({ read: 'read', page: 1 }));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(tableCalls(http).at(-1)).toMatchObject({ read: 'all', page: 3 }));
    await screen.findByText('51–75 of 120');
    expect(router.state.location.search).toBe('?page=3');
  });
});
