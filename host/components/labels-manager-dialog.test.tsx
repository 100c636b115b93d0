import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Label } from '../../core/domain/workspace-types';
import { HttpError } from '../../core/services/http-client';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { LabelsManagerDialog } from './labels-manager-dialog';

const LABELS: Label[] = [{ id: 1, name: 'Finance', color: '#ff0000' }];

function setUp() {
  const services = createHostTestContainer();
  const onChanged = vi.fn();
  services.http
    .on('POST', '/api/labels.json', ({ body }) => ({ id: 2, ...(body as object) }))
    .on('PUT', '/api/labels/1.json', ({ body }) => ({ ...LABELS[0], ...(body as object) }))
    .on('DELETE', '/api/labels/1.json', () => LABELS[0])
    .on('POST', '/api/labels/1/restore.json', () => LABELS[0]);
  renderHost(<LabelsManagerDialog open labels={LABELS} onChanged={onChanged} onClose={() => undefined} />, services.container);
  return { ...services, onChanged };
}

describe('LabelsManagerDialog', { timeout: 15000 }, () => {
  it('creates a label with a name and the default colour', async () => {
    const { http, onChanged } = setUp();
    await userEvent.type(screen.getByRole('textbox', { name: 'New label' }), 'Pilot');
    await userEvent.click(screen.getByRole('button', { name: 'Add label' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(http.calls('POST', '/api/labels.json')[0].body).toEqual({ name: 'Pilot', color: '#5BADCA' });
    expect(screen.getByRole('textbox', { name: 'New label' })).toHaveValue('');
  });

  it('renames and recolours a label', async () => {
    const { http } = setUp();
    const name = screen.getByRole('textbox', { name: 'Name of Finance' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Budget');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(http.calls('PUT', '/api/labels/1.json')[0]?.body).toEqual({ name: 'Budget' }));

    const colour = screen.getByLabelText('Colour of Finance');
    fireEvent.change(colour, { target: { value: '#00ff00' } });
    fireEvent.blur(colour);
    await waitFor(() => expect(http.calls('PUT', '/api/labels/1.json')[1]?.body).toEqual({ color: '#00ff00' }));
  });

  it('deletes a label only after confirming, and undoes the deletion', async () => {
    const { http, onChanged } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Delete label Finance' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the label Finance?' });
    expect(http.calls('DELETE', '/api/labels/1.json')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(http.calls('DELETE', '/api/labels/1.json')).toHaveLength(1));
    expect(await screen.findByText('Label Finance deleted')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(http.calls('POST', '/api/labels/1/restore.json')).toHaveLength(1));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
  });

  it('says when a label of that name already exists', async () => {
    const { http } = setUp();
    http.on('POST', '/api/labels.json', () => {
      throw new HttpError(409, 'Conflict', null);
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'New label' }), 'Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Add label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is already a label with this name.');
  });
});
