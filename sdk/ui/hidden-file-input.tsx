import type { Ref } from 'react';

export interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** The file chooser's `accept`, e.g. '.csv,.xlsx'. */
  accept: string;
  /** The input's name, for tests and tools that fill it in (people reach the button). */
  label?: string;
  onFile: (file: File) => void;
}

/**
 * The file chooser behind a button that opens it (`ref.current.click()`): out of the tab order and hidden
 * from screen readers, since the button is what they reach and name.
 */
export function HiddenFileInput({ ref, accept, label, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      hidden
      tabIndex={-1}
      aria-hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again (once corrected) reads it again.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
