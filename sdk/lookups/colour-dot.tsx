import Box from '@mui/material/Box';

/** A lookup item's colour as a small dot beside its name; decorative, the name says it all. */
export function ColourDot({ color }: { color?: string }) {
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', flexShrink: 0, width: 10, height: 10, borderRadius: '50%', bgcolor: color ?? 'grey.400' }} />;
}
