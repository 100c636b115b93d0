import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentCompanyStore } from '../../core/services/current-company-store';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { resolveService } from '../../core/services/service-token';
import { aCompany, aUser } from '../test/fake-guard-services';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { NavigationBar } from './navigation-bar';

/** Makes every media query match, as a phone-sized window matches `down('md')`. */
function narrowWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

async function renderAsCompanyAdmin(path: string, user = aUser({ company_role: 'admin' })) {
  const { container, http } = createHostTestContainer();
  http
    .on('GET', '/api/current_user', () => user)
    .on('GET', '/api/current_company', () => aCompany())
    .on('GET', '/api/roles.json', () => [{ id: 4, name: 'Onboarding crew', user_ids: [1] }]);
  await act(async () => {
    await resolveService(container, CurrentUserStore).load();
    await resolveService(container, CurrentCompanyStore).load();
  });
  renderHost(<NavigationBar />, container, path);
}

const PLACES = ['Most Recently Viewed', 'Favorites', 'My Projects', 'All Projects', 'Assessments', 'Project Templates', 'Example Projects'];

afterEach(() => vi.unstubAllGlobals());

describe('NavigationBar', { timeout: 15000 }, () => {
  it('shows every place as a button of the bar on a wide window, with no menu button', async () => {
    await renderAsCompanyAdmin('/favorites');
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const place of PLACES) expect(within(bar).getByRole('link', { name: place })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Teams' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('offers the data catalogs under Data, the menu marked as the current place on their pages', async () => {
    await renderAsCompanyAdmin('/data-catalogs/5');
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    const data = within(bar).getByRole('button', { name: 'Data' });
    expect(data).toHaveClass('active');
    await userEvent.click(data);
    expect(screen.getByRole('menuitem', { name: 'Data catalogs' })).toHaveAttribute('href', '/data-catalogs');
  });

  it('shows a share-link visitor that the project is shared and a way to sign in, and no signed-in places', async () => {
    narrowWindow();
    await renderAsCompanyAdmin('/projects/abc', aUser({ shared_user: true, accepted_eula: true }));
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(bar).getByText('Viewing a shared project')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    for (const place of [...PLACES, 'Profile']) expect(screen.queryByRole('link', { name: place })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('offers a restricted user only their profile and sign-out', async () => {
    await renderAsCompanyAdmin('/profilepage', aUser({ restricted: true }));
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(bar).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    for (const place of PLACES) expect(within(bar).queryByRole('link', { name: place })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Teams' })).not.toBeInTheDocument();
  });

  it('on a narrow window lists the same places in a drawer, marks the current one and closes on a choice', async () => {
    narrowWindow();
    const user = userEvent.setup();
    await renderAsCompanyAdmin('/favorites');
    expect(screen.queryByRole('link', { name: 'All Projects' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const place of PLACES) expect(within(drawer).getByRole('link', { name: place })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: 'Onboarding crew' })).toHaveAttribute('href', '/teams/4');
    expect(within(drawer).getByRole('link', { name: 'Company details' })).toHaveAttribute('href', '/company/details');
    expect(within(drawer).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'All Projects' })).not.toHaveAttribute('aria-current');

    await user.click(within(drawer).getByRole('link', { name: 'All Projects' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('closes the drawer on Escape, back to the menu button', async () => {
    narrowWindow();
    const user = userEvent.setup();
    await renderAsCompanyAdmin('/favorites');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus());
  });
});
