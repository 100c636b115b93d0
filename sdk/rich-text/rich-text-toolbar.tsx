import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState, type KeyboardEvent } from 'react';
import { TOOLTIP_DELAY_MS } from '../../core/domain/constants';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { RICH_TEXT_COMMANDS, type RichTextCommand, type RichTextCommandId } from './rich-text-commands';

export interface RichTextToolbarProps {
  editorId: string;
  /** Formats active at the selection, shown as pressed. */
  active: ReadonlySet<RichTextCommandId>;
  onRun: (command: RichTextCommand) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function shortcutLabel(keys: string): string {
  return keys.replace('Control', isMac ? '⌘' : 'Ctrl');
}

/** The formatting buttons: one tab stop, arrow keys move between buttons (the ARIA toolbar pattern). */
export function RichTextToolbar({ editorId, active, onRun }: RichTextToolbarProps) {
  const t = useSdkTranslate();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = RICH_TEXT_COMMANDS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (focusIndex === last ? 0 : focusIndex + 1)
      : event.key === 'ArrowLeft' ? (focusIndex === 0 ? last : focusIndex - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <Stack direction="row" role="toolbar" aria-label={t('richText.toolbar')} aria-controls={editorId} onKeyDown={onKeyDown} spacing={0.5}>
      {RICH_TEXT_COMMANDS.map((command, index) => {
        const name = t(`richText.${command.id}`);
        const pressed = command.id === 'link' ? undefined : active.has(command.id);
        return (
          <Tooltip key={command.id} title={`${name} (${shortcutLabel(command.keys)})`} enterDelay={TOOLTIP_DELAY_MS}>
            <IconButton
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={name}
              aria-keyshortcuts={isMac ? command.keys.replace('Control', 'Meta') : command.keys}
              aria-pressed={pressed}
              color={pressed ? 'primary' : 'default'}
              // Keeps the selection in the editor, which a click on a button would otherwise take away.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => onRun(command)}
            >
              <command.icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
