import { resolveService } from '../../core/services/service-token';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Link } from 'react-router';
import { ShellState } from '../../core/services/shell-state';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { HeaderPortal, useHeaderTitle, WithHeaderBar } from './header-bar';
import { useBreadcrumbs } from './page-breadcrumbs';

function Page({ title }: { title: string }) {
  useHeaderTitle(title);
  return <Link to="/elsewhere?x=1">again</Link>;
}

function ModulePage() {
  useHeaderTitle('Kick-off notes');
  useBreadcrumbs([
    { label: 'All Projects', to: '/all-projects' },
    { label: 'Acme onboarding', to: '/projects/7' },
    { label: 'Kick-off notes' },
  ]);
  return null;
}

describe('HeaderBar', () => {
  it('says "Loading..." until a page sets the title', () => {
    const { container } = createHostTestContainer();
    renderHost(<WithHeaderBar>{null}</WithHeaderBar>, container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading...');
    act(() => resolveService(container, ShellState).setHeaderTitle('Acme onboarding'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme onboarding');
    act(() => resolveService(container, ShellState).resetHeaderTitle());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading...');
  });

  it('shows the title a page sets, and sets it again after the guards reset it on a navigation', async () => {
    const { container } = createHostTestContainer();
    const shell = resolveService(container, ShellState);
    renderHost(
      <WithHeaderBar>
        <Page title="All Projects" />
      </WithHeaderBar>,
      container,
      '/all-projects',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    act(() => shell.resetHeaderTitle());
    await act(async () => screen.getByRole('link', { name: 'again' }).click());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Projects');
  });

  it('shows the trail a page declares, every step but the last a link, until the next navigation clears it', async () => {
    const { container } = createHostTestContainer();
    renderHost(
      <WithHeaderBar>
        <ModulePage />
      </WithHeaderBar>,
      container,
      '/projects/7/text/11',
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'All Projects' })).toHaveAttribute('href', '/all-projects');
    expect(within(trail).getByRole('link', { name: 'Acme onboarding' })).toHaveAttribute('href', '/projects/7');
    expect(within(trail).queryByRole('link', { name: 'Kick-off notes' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Kick-off notes')).toHaveAttribute('aria-current', 'page');
    act(() => resolveService(container, ShellState).resetHeaderTitle());
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows what the page puts beside its title in the header, not in the page', async () => {
    const { container } = createHostTestContainer();
    renderHost(
      <WithHeaderBar>
        <main>
          <HeaderPortal>
            <span>Also here: Erin</span>
          </HeaderPortal>
        </main>
      </WithHeaderBar>,
      container,
    );
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Also here: Erin')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Also here: Erin')).not.toBeInTheDocument();
  });
});
