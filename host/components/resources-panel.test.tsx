import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { ResourcesPanel } from './resources-panel';

function setUp(canWrite = true) {
  const services = createHostTestContainer();
  let resources = [
    {
      id: 1, project_id: 7, kind: 'file', title: 'Charter', url: '/api/files/abc', content_type: 'application/pdf',
      byte_size: 1200, position: 0, created_at: '2026-01-01T10:00:00Z',
    },
  ];
  services.http
    .on('GET', '/api/projects/7/project_resources.json', () => resources)
    .on('POST', '/api/projects/7/project_resources.json', ({ body }) => {
      const created = { ...resources[0], id: 2, kind: 'link', position: 1, ...(body as object) };
      resources = [...resources, created];
      return created;
    })
    .on('PUT', '/api/projects/7/project_resources/1.json', ({ body }) => {
      resources = resources.map((r) => (r.id === 1 ? { ...r, ...(body as object) } : r));
      return resources[0];
    })
    .on('DELETE', '/api/projects/7/project_resources/1.json', () => {
      resources = resources.filter((r) => r.id !== 1);
      return {};
    });
  renderHost(<ResourcesPanel projectId={7} canWrite={canWrite} />, services.container);
  return services;
}

describe('ResourcesPanel', { timeout: 20000 }, () => {
  it('adds a link, refusing an address that is not http or https', async () => {
    const { http } = setUp();
    await screen.findByRole('link', { name: 'Open Charter' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Wiki');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address (https://…)' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByText('Enter an address starting with http:// or https://.')).toBeInTheDocument();
    expect(http.calls('POST', '/api/projects/7/project_resources.json')).toHaveLength(0);
    const url = screen.getByRole('textbox', { name: 'Address (https://…)' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://wiki.acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(await screen.findByRole('link', { name: 'Open Wiki' })).toHaveAttribute('href', 'https://wiki.acme.test');
    expect(http.calls('POST', '/api/projects/7/project_resources.json')[0].body).toEqual({
      kind: 'link',
      title: 'Wiki',
      url: 'https://wiki.acme.test',
    });
  });

  it('renames and deletes a resource', async () => {
    setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Charter' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Project charter');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Open Project charter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Project charter' }));
    await waitFor(() => expect(screen.getByText('No links or files yet.')).toBeInTheDocument());
  });

  it('shows readers the list without editing controls', async () => {
    setUp(false);
    expect(await screen.findByRole('link', { name: 'Open Charter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Charter' })).toBeNull();
  });
});
