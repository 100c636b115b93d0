import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '@mui/material';
import { HttpError } from '../../core/services/http-client';
import { createHostTestContainer, renderHost } from '../test/render-host';
import { FormDialog, type FormDialogProps } from './form-dialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function TitleForm(props: Pick<FormDialogProps, 'onSubmit' | 'onClose' | 'validate'> & { onTitle?(title: string): void }) {
  const [title, setTitle] = useState('');
  return (
    <FormDialog title="Rename the board" submitLabel="Rename" fields={['title']} validate={props.validate} onSubmit={props.onSubmit} onClose={props.onClose}>
      {({ fieldError }) => (
        <>
          <TextField label="Title" value={title} onChange={(event) => { setTitle(event.target.value); props.onTitle?.(event.target.value); }} error={!!fieldError('title')} helperText={fieldError('title')} />
          <TextField label="Note" />
        </>
      )}
    </FormDialog>
  );
}

function setUp(props: Partial<Parameters<typeof TitleForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const onClose = vi.fn();
  renderHost(<TitleForm onSubmit={onSubmit} onClose={onClose} validate={props.validate} />, createHostTestContainer().container);
  return { onSubmit, onClose };
}

describe('FormDialog', { timeout: 15000 }, () => {
  it('is named by its title, focuses the first field and submits on Enter', async () => {
    const { onSubmit } = setUp();
    expect(screen.getByRole('dialog', { name: 'Rename the board' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await userEvent.keyboard('Plan{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows its progress and cannot be dismissed while the submit runs', async () => {
    const pending = deferred();
    const { onClose } = setUp({ onSubmit: () => pending.promise });
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('button', { name: /Rename/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });

  it('keeps the fields and shows the reason when the submit fails', async () => {
    setUp({ onSubmit: () => Promise.reject(new HttpError(500, 'boom', null)) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Plan');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Plan');
    expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled();
  });

  it("shows the server's reason on the field it names, and not again above the buttons", async () => {
    const refusal = new HttpError(422, 'invalid', { fields: [{ field: 'title', message: 'That title is taken.' }] });
    setUp({ onSubmit: () => Promise.reject(refusal) });
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('That title is taken.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not submit while the check before submitting finds a problem', async () => {
    const { onSubmit } = setUp({ validate: () => ({ form: 'Choose a colour first.', fields: { title: 'Enter a title.' } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a colour first.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel', async () => {
    const { onClose } = setUp();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
