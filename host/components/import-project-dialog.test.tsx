import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../core/services/http-client';
import { aProject } from '../test/fixtures';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { ImportProjectDialog } from './import-project-dialog';

const ARCHIVE = { format: 'tessera-project', version: 1, project: { name: 'Launch' }, sections: [], modules: [], entity_values: [] };
const file = (content: string, name = 'launch.json') => new File([content], name, { type: 'application/json' });

function setUp() {
  const services = createHostTestContainer();
  renderHost(<ImportProjectDialog open onClose={() => undefined} />, services.container, '/all-projects');
  return services;
}

describe('ImportProjectDialog', { timeout: 15000 }, () => {
  it('sends the archive as it was exported', async () => {
    const { http } = setUp();
    http.on('POST', '/api/projects/import.json', () => aProject({ id: 12, name: 'Launch' }));
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify(ARCHIVE)));
    await waitFor(() => expect(http.calls('POST', '/api/projects/import.json')).toHaveLength(1));
    expect(http.calls('POST', '/api/projects/import.json')[0].body).toEqual(ARCHIVE);
  });

  it('refuses a file that is not JSON without calling the server', async () => {
    const { http } = setUp();
    await userEvent.upload(screen.getByLabelText('Project archive'), file('not json'));
    expect(await screen.findByText(/it is not JSON/)).toBeInTheDocument();
    expect(http.calls('POST', '/api/projects/import.json')).toHaveLength(0);
  });

  it('refuses another format and a newer version', async () => {
    setUp();
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify({ format: 'other' })));
    expect(await screen.findByText(/not a Tessera project archive/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify({ ...ARCHIVE, version: 2 })));
    expect(await screen.findByText(/newer version of Tessera/)).toBeInTheDocument();
  });

  it("shows the server's reason when it rejects the archive", async () => {
    const { http } = setUp();
    http.on('POST', '/api/projects/import.json', () => {
      throw new HttpError(422, 'Unprocessable', { message: 'Unknown module type Foo' });
    });
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify(ARCHIVE)));
    expect(await screen.findByText('The archive could not be imported: Unknown module type Foo')).toBeInTheDocument();
  });
});
