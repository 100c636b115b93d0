import { Alert, AlertTitle, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import type { AssistantAction, AssistantStatus, AssistantSubject } from '../../../core/domain/assistant-types';
import { AssistantClient } from '../../../core/services/assistant-client';
import { useService } from '../../../sdk/services-context';
import { VisuallyHidden } from '../../../sdk/ui/visually-hidden';
import { useAsync } from '../../../sdk/ui/use-async';
import { AssistantActions } from './assistant-actions';
import { AssistantConversation } from './assistant-conversation';
import { describeAssistantFailure } from './assistant-failure';
import { AssistantInput } from './assistant-input';
import { useAssistantChat } from './use-assistant-chat';

export interface AssistantPanelProps {
  subject: AssistantSubject;
  /** The module kind's actions (sdk/assistant/assistant-actions.ts); none on the project page. */
  actions: readonly AssistantAction[];
}

/**
 * The AI assistant beside a module or the project: a chat about what is open, and the module kind's actions.
 * Without a chat model it says how one is configured, and nothing else is asked of the server.
 */
export function AssistantPanel({ subject, actions }: AssistantPanelProps) {
  const { t } = useTranslation('host');
  const client = useService(AssistantClient);
  const status = useAsync((signal) => client.status(subject, signal), [client, subject.moduleId, subject.projectId]);
  if (status.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{t('assistant.loading')}</Typography>
      </Stack>
    );
  }
  if (status.status === 'error') return <Alert severity="error">{describeAssistantFailure(status.error, t)}</Alert>;
  if (!status.data.chat) {
    return (
      <Alert severity="info">
        <AlertTitle>{t('assistant.notConfiguredTitle')}</AlertTitle>
        {t('assistant.notConfigured')}
      </Alert>
    );
  }
  return <AssistantChatPanel subject={subject} actions={actions} status={status.data} />;
}

function AssistantChatPanel({ subject, actions, status }: AssistantPanelProps & { status: AssistantStatus }) {
  const { t } = useTranslation('host');
  const chat = useAssistantChat(subject, true);
  const { used, limit } = status.budget;
  const exhausted = limit !== null && used >= limit;
  const empty = chat.loaded && chat.messages.length === 0 && !chat.pending;
  return (
    <Stack spacing={2}>
      {exhausted && <Alert severity="warning">{t('assistant.budgetExhausted')}</Alert>}
      {limit !== null && (
        <Typography variant="caption" color="text.secondary">
          {t('assistant.budget', { used: used.toLocaleString(), limit: limit.toLocaleString() })}
        </Typography>
      )}
      {subject.moduleId !== undefined && actions.length > 0 && (
        <>
          <AssistantActions moduleId={subject.moduleId} actions={actions} />
          <Divider />
        </>
      )}
      {empty && (
        <Typography variant="body2" color="text.secondary">
          {subject.moduleId !== undefined ? t('assistant.empty') : t('assistant.emptyProject')}
        </Typography>
      )}
      <AssistantConversation messages={chat.messages} pending={chat.pending} onStop={chat.stop} />
      {chat.failure != null && <Alert severity="error">{describeAssistantFailure(chat.failure, t)}</Alert>}
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{chat.lastAnswer ? t('assistant.answered', { text: chat.lastAnswer }) : ''}</VisuallyHidden>
      </div>
      <AssistantInput busy={chat.pending !== null || exhausted} onSend={chat.ask} />
      {chat.messages.length > 0 && (
        <Stack direction="row">
          <Button size="small" startIcon={<RestartAltIcon />} disabled={chat.pending !== null} onClick={() => void chat.startOver()}>
            {t('assistant.startOver')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
