import { Box } from '@mui/material';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { assistantLinkUrl } from './assistant-link-url';
import { ASSISTANT_MARKDOWN_COMPONENTS } from './assistant-markdown-components';

const REMARK_PLUGINS = [remarkGfm];

/**
 * An assistant answer as GitHub-flavoured markdown. react-markdown builds React elements and shows raw HTML in the
 * answer as text (no rehype-raw), so nothing the model writes becomes markup beyond the markdown elements; links keep
 * http, https and mailto only. A half-streamed answer is markdown too (an open code fence runs to the end).
 */
export function AssistantMessageText({ text }: { text: string }) {
  return (
    <Box
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        '& p, & ul, & ol, & pre, & blockquote': { my: 0 },
      }}
    >
      <Markdown remarkPlugins={REMARK_PLUGINS} components={ASSISTANT_MARKDOWN_COMPONENTS} urlTransform={assistantLinkUrl}>
        {text}
      </Markdown>
    </Box>
  );
}
