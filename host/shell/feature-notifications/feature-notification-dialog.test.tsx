import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, ValidNotification } from '../../../core/domain/api-types';
import { NEW_FEATURE_DIALOG_DELAY_MS } from '../../../core/domain/constants';
import { lookupPath } from '../../../core/domain/lookups';
import { MODULE_KINDS_PATH } from '../../components/module-kind-catalogue';
import { aCompany, aSystem, aUser } from '../../test/fake-guard-services';
import { aCatalogue, aProject, testRegistry } from '../../test/fixtures';
import { createHostTestContainer, renderApp } from '../../test/render-host';

const REGISTER = '/api/current_user/register_viewed_notification.json';

const notification = (id: number, page_name: string, created_at: string): ValidNotification => ({
  id,
  page_name,
  created_at,
  title: `Feature ${id}`,
  content: `<p>About feature ${id}</p>`,
  image: { url: null },
});

function setUp(user: CurrentUser) {
  const services = createHostTestContainer({ sessionCookie: true });
  services.http
    .on('GET', '/api/system', () => aSystem())
    .on('GET', '/api/current_user', () => user)
    .on('GET', '/api/current_company', () => aCompany())
    .on('GET', '/api/projects.json', () => ({ items: [aProject()], total: 1 }))
    .on('GET', MODULE_KINDS_PATH, () => aCatalogue(testRegistry))
    .on('GET', lookupPath('scenario_module_categories'), () => [])
    .on('POST', REGISTER, () => ({ ...user, valid_notifications: [] }));
  return services;
}

describe('the new-feature dialog', { timeout: 20000 }, () => {
  it("shows the earliest notification of the page a second after arriving, and closing registers it viewed", async () => {
    const user = aUser({
      valid_notifications: [notification(2, '/all-projects', '2026-11-25T10:00:00.000Z'), notification(3, '/all-projects', '2026-11-21T10:00:00.000Z')],
    });
    const { container, http } = setUp(user);
    const started = Date.now();
    renderApp(container, testRegistry, '/all-projects');
    const dialog = await screen.findByRole('dialog', { name: 'Feature 3' }, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(NEW_FEATURE_DIALOG_DELAY_MS);
    expect(dialog).toHaveTextContent('About feature 3');

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST', REGISTER).map((call) => call.body)).toEqual([{ notification_id: 3 }]);
  });

  it('waits for the route of its page, and a page left sooner shows nothing', async () => {
    const user = aUser({ valid_notifications: [notification(5, '/favorites', '2026-11-25T10:00:00.000Z')] });
    const { container } = setUp(user);
    const { router } = renderApp(container, testRegistry, '/all-projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, NEW_FEATURE_DIALOG_DELAY_MS + 200)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/favorites'));
    await act(() => router.navigate('/all-projects'));
    await act(() => new Promise((resolve) => setTimeout(resolve, NEW_FEATURE_DIALOG_DELAY_MS + 200)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/favorites'));
    expect(await screen.findByRole('dialog', { name: 'Feature 5' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
