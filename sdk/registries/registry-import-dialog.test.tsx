import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test-support/fake-xhr';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { RegistryImportDialog } from './registry-import-dialog';

function renderDialog() {
  const onImported = vi.fn();
  renderWithServices(
    <RegistryImportDialog open projectId={7} registry="stakeholders" itemsLabel="Stakeholders" groupsLabel="Stakeholder Roles" onClose={() => {}} onImported={onImported} />,
    createTestServices(),
  );
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['Name\nAlice\n'], 'people.csv', { type: 'text/csv' })] } });
  return { onImported };
}

describe('RegistryImportDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  it('previews the file, then imports it and hands over the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { onImported } = renderDialog();
    expect(FakeXhr.sent[0].url).toBe('/api/projects/7/stakeholders/import_upload.json?preview=true');
    FakeXhr.sent[0].answer(200, { creates: [{ line: 2, name: 'Alice', group_names: ['Owner'] }], updates: [], errors: [], new_stakeholder_roles: ['Owner'] });
    expect(await screen.findByRole('table', { name: 'To add (1)' })).toHaveTextContent('Alice');
    expect(screen.getByText('New Stakeholder Roles: Owner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(FakeXhr.sent[1].url).toBe('/api/projects/7/stakeholders/import_upload.json');
    FakeXhr.sent[1].answer(200, { stakeholders: [], stakeholder_roles: [] });
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ stakeholders: [], stakeholder_roles: [] }));
  });

  it('lists every wrong row with its line and reason, and offers no import', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderDialog();
    FakeXhr.sent[0].answer(200, { creates: [{ line: 2, name: 'Alice' }], updates: [], errors: [{ line: 3, reason: 'The name is empty; every row needs a name.' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('1 row cannot be imported');
    expect(screen.getByRole('row', { name: '3 The name is empty; every row needs a name.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('says why a file could not be read', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderDialog();
    FakeXhr.sent[0].answer(422, { message: 'The file has no "Name" column.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no "Name" column.');
  });
});
