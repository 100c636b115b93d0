import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import StopIcon from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import type { AssistantMessage } from '../../../core/domain/assistant-types';
import { AssistantMessageText } from './assistant-message-text';
import type { PendingAnswer } from './use-assistant-chat';

function MessageBubble({ role, text, busy }: { role: AssistantMessage['role']; text: string; busy?: boolean }) {
  const { t } = useTranslation('host');
  const mine = role === 'user';
  return (
    <Box component="li" sx={{ listStyle: 'none', alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '90%' }} aria-busy={busy || undefined}>
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, bgcolor: mine ? 'action.selected' : 'background.paper' }}>
        <Typography variant="caption" component="div" color="text.secondary">
          {mine ? t('assistant.you') : t('assistant.assistant')}
        </Typography>
        {mine ? (
          <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        ) : (
          <AssistantMessageText text={text} />
        )}
      </Paper>
    </Box>
  );
}

/** The conversation so far, oldest first, and the answer being written with its Stop button. */
export function AssistantConversation({
  messages,
  pending,
  onStop,
}: {
  messages: readonly AssistantMessage[];
  pending: PendingAnswer | null;
  onStop(): void;
}) {
  const { t } = useTranslation('host');
  return (
    <Stack component="ol" spacing={1} aria-label={t('assistant.conversation')} sx={{ p: 0, m: 0 }}>
      {messages.map((message) => (
        <MessageBubble key={message.id} role={message.role} text={message.content} />
      ))}
      {pending && (
        <>
          <MessageBubble role="user" text={pending.question} />
          <MessageBubble role="assistant" text={pending.text || t('assistant.thinking')} busy />
          <Box component="li" sx={{ listStyle: 'none' }}>
            <Button size="small" startIcon={<StopIcon />} onClick={onStop}>
              {t('assistant.stop')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
