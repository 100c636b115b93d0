import { resolveService } from '../../core/services/service-token';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { ShellState } from '../../core/services/shell-state';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { HeaderBar, useHeaderTitle } from './header-bar';

function Page({ title }: { title: string }) {
  useHeaderTitle(title);
  return <Link to="/elsewhere?x=1">again</Link>;
}

describe('HeaderBar', () => {
  it('says "Loading..." until a page sets the title', () => {
    const { container } = createHostTestContainer();
    renderHost(<HeaderBar />, container);
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
      <>
        <HeaderBar />
        <Page title="All Projects" />
      </>,
      container,
      '/all-projects',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    act(() => shell.resetHeaderTitle());
    await act(async () => screen.getByRole('link', { name: 'again' }).click());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Projects');
  });
});
