import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aModule } from '../test/fixtures';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { iframeSnippet, ShareLinksDialog } from './share-links-dialog';

function setUp() {
  const services = createHostTestContainer();
  let projectLinks = [
    { id: 1, project_id: 7, module_id: null, access_id: 'N3xhYmM=', url: '/projects/N3xhYmM=', created_at: '2026-01-01T10:00:00Z' },
  ];
  let moduleLinks: object[] = [];
  services.http
    .on('GET', '/api/projects/7/project_access_urls.json', () => projectLinks)
    .on('DELETE', '/api/projects/7/project_access_urls/1.json', () => {
      projectLinks = [];
      return {};
    })
    .on('GET', '/api/projects/7/project_scenario_modules/11/module_access_urls.json', () => moduleLinks)
    .on('POST', '/api/projects/7/project_scenario_modules/11/module_access_urls.json', () => {
      const link = {
        id: 2,
        project_id: 7,
        module_id: 11,
        project_access_id: 'N3x4eXo=',
        access_id: 'MTF8eHl6',
        url: '/projects/N3x4eXo=/text/MTF8eHl6',
        embed_url: '/embed/projects/N3x4eXo=/text/MTF8eHl6',
        created_at: '2026-01-02T10:00:00Z',
      };
      moduleLinks = [link];
      return link;
    });
  renderHost(<ShareLinksDialog open projectId={7} modules={[aModule()]} onClose={() => undefined} />, services.container);
  return services;
}

describe('ShareLinksDialog', { timeout: 20000 }, () => {
  it('lists project links and revokes one', async () => {
    const { http } = setUp();
    const projectLinks = await screen.findByRole('region', { name: 'Links to the project' });
    expect(await within(projectLinks).findByText(/\/projects\/N3xhYmM=$/)).toBeInTheDocument();
    await userEvent.click(within(projectLinks).getByRole('button', { name: 'Revoke' }));
    expect(await within(projectLinks).findByText('No active links.')).toBeInTheDocument();
    expect(http.calls('DELETE', '/api/projects/7/project_access_urls/1.json')).toHaveLength(1);
  });

  it('creates a module link with its embed URL and iframe code', async () => {
    setUp();
    const moduleLinks = await screen.findByRole('region', { name: 'Links to Welcome notes' });
    await userEvent.click(within(moduleLinks).getByRole('button', { name: 'Create link to a module' }));
    await waitFor(() =>
      expect(within(moduleLinks).getByRole('textbox', { name: 'Embed URL' })).toHaveValue(
        'http://localhost:3000/embed/projects/N3x4eXo=/text/MTF8eHl6'.replace('http://localhost:3000', window.location.origin),
      ),
    );
    expect(within(moduleLinks).getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      iframeSnippet('/embed/projects/N3x4eXo=/text/MTF8eHl6', 'Welcome notes'),
    );
  });

  it('quotes the title inside the iframe code', () => {
    expect(iframeSnippet('/embed/x', 'The "big" one')).toContain('title="The &quot;big&quot; one"');
  });
});
