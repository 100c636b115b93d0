import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { HiddenFileInput } from './hidden-file-input';
import { megabytes } from './megabytes';

export interface FilePickerProps {
  /** The file chooser's `accept`, e.g. '.csv,.xlsx'. */
  accept: string;
  onFile: (file: File) => void;
  /** The button's words; when they are text they name the file input too. */
  children: ReactNode;
  /** The file input's name when the button's words are not it (e.g. "Project archive" behind "Choose file"). */
  inputLabel?: string;
  disabled?: boolean;
  /** Shows the button's progress while the chosen file is sent. */
  loading?: boolean;
  /** Said next to the button once a file is chosen, e.g. "File: people.csv". */
  chosen?: string;
  /** A larger file is refused here, with its size and the limit said, before anything is sent. */
  maxBytes?: number;
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
  startIcon?: ReactNode;
  /** A hint shown over the button, e.g. the columns a CSV needs. */
  title?: string;
}

/**
 * A real button (Enter and Space work, screen readers name it) that opens the file chooser for one file;
 * a file dropped onto it is taken the same way.
 */
export function FilePicker(props: FilePickerProps) {
  const { accept, onFile, children, inputLabel, disabled, loading, chosen, maxBytes, variant = 'outlined', size, startIcon = <UploadFileOutlined />, title } = props;
  const t = useSdkTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const take = (file: File) => {
    const refused = maxBytes !== undefined && file.size > maxBytes;
    setTooBig(refused ? t('file.tooBig', { name: file.name, size: megabytes(file.size), max: megabytes(maxBytes) }) : null);
    if (!refused) onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !loading) take(file);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant={variant}
          size={size}
          title={title}
          startIcon={startIcon}
          disabled={disabled}
          loading={loading}
          onClick={() => input.current?.click()}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop}
          sx={{ flexShrink: 0 }}
        >
          {children}
        </Button>
        {chosen && <Typography variant="body2">{chosen}</Typography>}
        <HiddenFileInput ref={input} accept={accept} label={inputLabel ?? (typeof children === 'string' ? children : undefined)} onFile={take} />
      </Stack>
      {tooBig && (
        <Typography role="alert" variant="body2" color="error">
          {tooBig}
        </Typography>
      )}
    </Stack>
  );
}
