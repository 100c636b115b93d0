import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What an upload is doing ("Reading the file…") and how far it got (0..1); put it in a live region. */
export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={label} />
    </Stack>
  );
}
