import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { HiddenFileInput } from './hidden-file-input';

export interface ChooseFileButtonProps {
  /** The file chooser's `accept`, e.g. '.csv,.xlsx'. */
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
  /** Said next to the button once a file is chosen, e.g. "File: people.csv". */
  chosen?: string;
}

/** A real button (Enter and Space work, screen readers name it) that opens the file chooser for one file. */
export function ChooseFileButton({ accept, disabled, onFile, children, chosen }: ChooseFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={disabled} onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
        {children}
      </Button>
      {chosen && <Typography variant="body2">{chosen}</Typography>}
      <HiddenFileInput ref={input} accept={accept} onFile={onFile} />
    </Stack>
  );
}
