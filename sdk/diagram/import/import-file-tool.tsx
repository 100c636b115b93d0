import UploadFile from '@mui/icons-material/UploadFile';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { HiddenFileInput } from '../../ui/hidden-file-input';

export interface ImportFileToolProps {
  label: string;
  busy: boolean;
  /** The file chooser's `accept`, e.g. '.vsdx'. */
  accept: string;
  onFile: (file: File) => void;
}

/** A toolbar import ("Import Visio", "Import BPMN"): a button that opens the file chooser for one file. */
export function ImportFileTool({ label, busy, accept, onFile }: ImportFileToolProps) {
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
      <HiddenFileInput ref={input} accept={accept} onFile={onFile} />
    </>
  );
}
