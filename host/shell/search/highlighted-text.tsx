import { Box } from '@mui/material';
import type { SearchTextPart } from '../../../core/domain/search-types';

/** Text with the matching words marked; the parts are text, so nothing in them is ever read as markup. */
export function HighlightedText({ parts }: { parts: readonly SearchTextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'warning.light', color: 'text.primary', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
