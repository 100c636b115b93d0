import type { Ref } from 'react';

interface ChooserProps {
  ref: Ref<HTMLInputElement>;
  /** The file chooser's `accept`, e.g. '.csv,.xlsx'. */
  accept: string;
  /** The input's name, for tests and tools that fill it in (people reach the button). */
  label?: string;
}

/** One file at a time (`onFile`), or several at once (`onFiles`): the chooser lets people pick as many as it is told. */
export type HiddenFileInputProps = ChooserProps &
  ({ onFile: (file: File) => void; onFiles?: never } | { onFiles: (files: File[]) => void; onFile?: never });

/**
 * The file chooser behind a button that opens it (`ref.current.click()`): out of the tab order and hidden
 * from screen readers, since the button is what they reach and name.
 */
export function HiddenFileInput(props: HiddenFileInputProps) {
  const { ref, accept, label } = props;
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={props.onFiles !== undefined}
      aria-label={label}
      hidden
      tabIndex={-1}
      aria-hidden
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        // Cleared, so choosing the same file again (once corrected) reads it again.
        event.target.value = '';
        if (files.length === 0) return;
        if (props.onFiles) props.onFiles(files);
        else props.onFile(files[0]);
      }}
    />
  );
}
