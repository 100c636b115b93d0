import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';

/** The question box: Enter sends, Shift+Enter starts a new line; disabled while an answer is written. */
export function AssistantInput({ busy, onSend }: { busy: boolean; onSend(content: string): void }) {
  const { t } = useTranslation('host');
  const [text, setText] = useState('');
  const send = () => {
    const content = text.trim();
    if (!content || busy) return;
    onSend(content);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        label={t('assistant.input')}
        helperText={t('assistant.inputHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={8}
        size="small"
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="small" endIcon={<SendIcon />} disabled={busy || !text.trim()}>
          {t('assistant.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
