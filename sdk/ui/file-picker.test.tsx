import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../test-support/render-with-services';
import { FilePicker, type FilePickerProps } from './file-picker';

function Picker(props: Partial<FilePickerProps> & { onFile: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      accept=".csv"
      maxBytes={1024}
      chosen={file ? `File: ${file.name}` : undefined}
      {...props}
      onFile={(chosen) => {
        setFile(chosen);
        props.onFile(chosen);
      }}
    >
      Choose a CSV file
    </FilePicker>
  );
}

function setup(props: Partial<FilePickerProps> = {}) {
  const onFile = vi.fn();
  renderWithServices(<Picker {...props} onFile={onFile} />, createTestServices());
  return { onFile, input: screen.getByLabelText<HTMLInputElement>('Choose a CSV file'), button: screen.getByRole('button', { name: 'Choose a CSV file' }) };
}

const csv = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });

afterEach(() => vi.restoreAllMocks());

describe('FilePicker', () => {
  it('opens the file chooser from the keyboard', async () => {
    const { button } = setup();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
  });

  it("takes the chosen file and says its name", async () => {
    const { onFile, input } = setup();
    await userEvent.upload(input, csv('people.csv', 10));
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'people.csv' }));
    expect(screen.getByText('File: people.csv')).toBeInTheDocument();
  });

  it('refuses a file over the limit, saying its size and the limit', async () => {
    const { onFile, input } = setup({ maxBytes: 1024 * 1024 });
    await userEvent.upload(input, csv('huge.csv', 2 * 1024 * 1024));
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('“huge.csv” is 2.0 MB; a file here may be at most 1.0 MB.');
  });

  it('takes a file dropped onto the button, unless it is disabled', () => {
    const { onFile, button } = setup();
    fireEvent.drop(button, { dataTransfer: { files: [csv('dropped.csv', 10)] } });
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'dropped.csv' }));
  });

  it('ignores a dropped file while disabled', () => {
    const { onFile, button } = setup({ disabled: true });
    fireEvent.drop(button, { dataTransfer: { files: [csv('dropped.csv', 10)] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
