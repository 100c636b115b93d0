import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { Box } from '@mui/material';

/** A module kind's icon as the system admin uploaded it, else a neutral one, so every kind lines up. */
export function ModuleKindIcon({ src }: { src: string | null }) {
  if (!src) return <WidgetsOutlined aria-hidden sx={{ width: 20, height: 20, color: 'text.secondary', flexShrink: 0 }} />;
  return <Box component="img" src={src} alt="" sx={{ width: 20, height: 20, objectFit: 'contain', flexShrink: 0 }} />;
}
