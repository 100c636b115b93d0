import UploadFile from '@mui/icons-material/UploadFile';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';

export interface ImportVisioToolProps {
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
}

/** The toolbar's "Import Visio": a button that opens the file chooser for one .vsdx file. */
export function ImportVisioTool({ label, busy, onFile }: ImportVisioToolProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} disabled={busy} onClick={() => input.current?.click()}>
            <UploadFile fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept=".vsdx"
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again imports it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
