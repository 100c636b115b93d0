import { Typography } from '@mui/material';

/**
 * An assistant message as plain text with its line breaks. Rendered by React as text, so nothing the model
 * writes becomes markup; markdown shows as written until a markdown renderer joins the dependencies.
 */
export function AssistantMessageText({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
