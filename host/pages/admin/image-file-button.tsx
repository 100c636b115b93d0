/** "Upload image" of the admin pages: a button that opens the file chooser for one PNG, JPEG, WebP or GIF picture. */
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Button } from '@mui/material';
import { useId } from 'react';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function ImageFileButton({ label, busy = false, onFile }: { label: string; busy?: boolean; onFile(file: File): void }) {
  const inputId = useId();
  return (
    <Button component="label" htmlFor={inputId} startIcon={<UploadOutlined />} loading={busy}>
      {label}
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
