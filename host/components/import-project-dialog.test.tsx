import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECT_ARCHIVE_VERSION } from '../../core/domain/workspace-types';
import { HttpError } from '../../core/services/http-client';
import { aProject } from '../test/fixtures';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { ImportProjectDialog, type ArchiveUpload } from './import-project-dialog';

const ARCHIVE = { format: 'tessera-project', version: 1, project: { name: 'Launch' }, sections: [], modules: [], entity_values: [] };
const file = (content: string, name = 'launch.json') => new File([content], name, { type: 'application/json' });

function setUp(answer: (form: FormData, onProgress: (fraction: number) => void) => Promise<unknown> = async () => aProject({ id: 12 })) {
  const services = createHostTestContainer();
  const forms: FormData[] = [];
  const upload: ArchiveUpload = async (form, onProgress) => {
    forms.push(form);
    return (await answer(form, onProgress)) as Awaited<ReturnType<ArchiveUpload>>;
  };
  renderHost(<ImportProjectDialog open onClose={() => undefined} upload={upload} />, services.container, '/all-projects');
  return { ...services, forms };
}

describe('ImportProjectDialog', { timeout: 15000 }, () => {
  it('sends the file as the multipart field "file" and shows the progress', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { forms } = setUp((_form, onProgress) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify(ARCHIVE)));
    const bar = await screen.findByRole('progressbar', { name: 'Importing the project…' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect((forms[0].get('file') as File).name).toBe('launch.json');
    finish(aProject({ id: 12 }));
  });

  it('refuses a file that is not JSON without calling the server', async () => {
    const { forms } = setUp();
    await userEvent.upload(screen.getByLabelText('Project archive'), file('not json'));
    expect(await screen.findByText(/it is not JSON/)).toBeInTheDocument();
    expect(forms).toHaveLength(0);
  });

  it('refuses another format and a newer version', async () => {
    setUp();
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify({ format: 'other' })));
    expect(await screen.findByText(/not a Tessera project archive/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify({ ...ARCHIVE, version: PROJECT_ARCHIVE_VERSION + 1 })));
    expect(await screen.findByText(/newer version of Tessera/)).toBeInTheDocument();
  });

  it("shows the server's reason when it rejects the archive", async () => {
    setUp(async () => {
      throw new HttpError(422, 'Unprocessable', { message: 'Unknown module type Foo' });
    });
    await userEvent.upload(screen.getByLabelText('Project archive'), file(JSON.stringify(ARCHIVE)));
    expect(await screen.findByText('The archive could not be imported: Unknown module type Foo')).toBeInTheDocument();
  });
});
