import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';
import { HiddenFileInput } from './hidden-file-input';

export interface ChooseFileButtonProps {
  /** The file chooser's `accept`, e.g. '.csv,.xlsx'. */
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}

/** A real button (Enter and Space work, screen readers name it) that opens the file chooser for one file. */
export function ChooseFileButton({ accept, disabled, onFile, children }: ChooseFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <HiddenFileInput ref={input} accept={accept} onFile={onFile} />
    </>
  );
}
