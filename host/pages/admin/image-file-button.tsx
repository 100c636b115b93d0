/** "Upload image" of the admin pages: a button that opens the file chooser for one PNG, JPEG, WebP or GIF picture. */
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { FilePicker } from '../../../sdk/ui/file-picker';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function ImageFileButton({ label, busy = false, onFile }: { label: string; busy?: boolean; onFile(file: File): void }) {
  return (
    <FilePicker accept={ACCEPTED_TYPES} variant="text" startIcon={<UploadOutlined />} loading={busy} onFile={onFile}>
      {label}
    </FilePicker>
  );
}
