import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { SanitizedHtml } from './sanitized-html';

const STORED = '/api/files/projects/1/modules/2/images/plan.png';

describe('SanitizedHtml', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows stored images through the HTTP client, never by a plain request, and drops other images', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:plan'), revokeObjectURL: vi.fn() }));
    const services = createTestServices();
    services.http.on('GET', STORED, () => new Blob(['png'], { type: 'image/png' }));
    renderWithServices(<SanitizedHtml html={`<p>Plan</p><img src="${STORED}" alt="Plan"><img src="data:image/png;base64,AAAA" alt="inline">`} />, services);
    const image = screen.getByRole('img', { name: 'Plan' });
    expect(screen.queryByRole('img', { name: 'inline' })).not.toBeInTheDocument();
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:plan'));
    expect(services.http.requestsTo('GET', STORED)).toHaveLength(1);
  });

  it('shows the empty text when there is none', () => {
    renderWithServices(<SanitizedHtml html="" emptyText="Nothing here." />, createTestServices());
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  });
});
