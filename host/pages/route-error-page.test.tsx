import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CHUNK_RELOAD_KEY } from '../app/chunk-load-failure';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { createHostTestContainer, HostProviders } from '../test/render-host';
import { RouteErrorPage } from './route-error-page';

function Crash({ error }: { error: Error }): never {
  throw error;
}

const missingChunk = () => new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/risks-Dx1.js');

function renderRoute(error: Error) {
  const { container } = createHostTestContainer();
  const router = createMemoryRouter([{ path: '*', element: <Crash error={error} />, ErrorBoundary: RouteErrorPage }]);
  render(
    <HostProviders container={container}>
      <RouterProvider router={router} />
    </HostProviders>,
  );
}

describe('RouteErrorPage', { timeout: 15000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('says a newer version is available and offers Reload when a chunk is still missing after the one reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    renderRoute(missingChunk());
    expect(await screen.findByRole('heading', { name: 'A newer version of Tessera is available' })).toBeInTheDocument();
    expect(screen.getByText(/could not load part of itself/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('reloads by itself the first time a chunk is missing in the session', async () => {
    renderRoute(missingChunk());
    await screen.findByRole('button', { name: 'Reload' });
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('keeps the generic message for other crashes', async () => {
    renderRoute(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { name: 'This page stopped working' })).toBeInTheDocument();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('shows the message in place of a lazy panel whose chunk is missing, and the rest of the page stays', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { container } = createHostTestContainer();
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <main>
            <h1>Launch plan</h1>
            <ChunkErrorBoundary>
              <Crash error={missingChunk()} />
            </ChunkErrorBoundary>
          </main>
        ),
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    render(
      <HostProviders container={container}>
        <RouterProvider router={router} />
      </HostProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Launch plan' })).toBeInTheDocument();
    expect(screen.getByText('A newer version of Tessera is available')).toBeInTheDocument();
  });
});
