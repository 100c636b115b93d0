import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HiddenFileInput } from './hidden-file-input';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('HiddenFileInput', () => {
  it('hands over the one file chosen', async () => {
    const onFile = vi.fn();
    render(<HiddenFileInput ref={createRef()} accept="image/png" label="Choose image" onFile={onFile} />);
    await userEvent.upload(screen.getByLabelText('Choose image'), [png('a.png'), png('b.png')]);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'a.png' }));
  });

  it('lets several files be chosen at once and hands them over together', async () => {
    const onFiles = vi.fn();
    render(<HiddenFileInput ref={createRef()} accept="image/png" label="Add images" onFiles={onFiles} />);
    await userEvent.upload(screen.getByLabelText('Add images'), [png('a.png'), png('b.png')]);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.png' })]);
  });

  it('takes either one file or several, never both', () => {
    // @ts-expect-error: a chooser hands its files to one callback.
    void (<HiddenFileInput ref={createRef()} accept="image/png" onFile={vi.fn()} onFiles={vi.fn()} />);
  });
});
