import { useContext, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssistantAction, AssistantSuggestions } from '../../../core/domain/assistant-types';
import { AssistantClient } from '../../../core/services/assistant-client';
import { SuggestionTargets, SuggestionTargetsContext } from '../../../sdk/assistant/suggestion-target';
import { useService } from '../../../sdk/services-context';
import { useObservable } from '../../../sdk/use-observable';
import { describeAssistantFailure } from './assistant-failure';
import { AssistantSuggestionList } from './assistant-suggestions';

/** Outside a module page no view takes suggestions. */
const NO_TARGETS = new SuggestionTargets();

type ActionState = { status: 'idle' } | { status: 'working'; action: AssistantAction } | { status: 'failed'; failure: unknown } | { status: 'ready'; suggestions: AssistantSuggestions };

/** One button per action the module's kind offers (its manifest's declaration), and the answer of the last one. */
export function AssistantActions({ moduleId, actions }: { moduleId: number; actions: readonly AssistantAction[] }) {
  const { t } = useTranslation('host');
  const client = useService(AssistantClient);
  const targets = useContext(SuggestionTargetsContext) ?? NO_TARGETS;
  const target = useObservable(targets.current$, () => targets.current);
  const [state, setState] = useState<ActionState>({ status: 'idle' });

  const run = (action: AssistantAction) => {
    setState({ status: 'working', action });
    client.suggest(moduleId, action).then(
      (suggestions) => setState({ status: 'ready', suggestions }),
      (failure: unknown) => setState({ status: 'failed', failure }),
    );
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="assistant-actions-title">
      <Typography id="assistant-actions-title" variant="subtitle2" component="h3">
        {t('assistant.actionsTitle')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action} size="small" variant="outlined" disabled={state.status === 'working'} onClick={() => run(action)}>
            {t(`assistant.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {state.status === 'working' && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{t('assistant.working')}</Typography>
        </Stack>
      )}
      {state.status === 'failed' && <Alert severity="error">{describeAssistantFailure(state.failure, t)}</Alert>}
      {state.status === 'ready' && (
        <AssistantSuggestionList suggestions={state.suggestions} target={target} onDismiss={() => setState({ status: 'idle' })} />
      )}
    </Stack>
  );
}
