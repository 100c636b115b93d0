import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState, type KeyboardEvent } from 'react';
import { TOOLTIP_DELAY_MS } from '../../core/domain/constants';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { RichTextCommand, RichTextCommandId } from './rich-text-commands';

export interface RichTextToolbarProps {
  editorId: string;
  commands: readonly RichTextCommand[];
  /** Formats active at the selection, shown as pressed. */
  active: ReadonlySet<RichTextCommandId>;
  onRun: (command: RichTextCommand) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const shortcutLabel = (keys: string) => keys.replace('Control', isMac ? '⌘' : 'Ctrl');

/**
 * The formatting buttons: one tab stop, arrow keys, Home and End move between buttons (the ARIA toolbar
 * pattern). The buttons wrap onto more lines on a narrow window.
 */
export function RichTextToolbar({ editorId, commands, active, onRun }: RichTextToolbarProps) {
  const t = useSdkTranslate();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // The table buttons come and go with the selection; the tab stop stays on a button that exists.
  const tabStop = Math.min(focusIndex, commands.length - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = commands.length - 1;
    const next =
      event.key === 'ArrowRight' ? (tabStop === last ? 0 : tabStop + 1)
      : event.key === 'ArrowLeft' ? (tabStop === 0 ? last : tabStop - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      sx={{ flexWrap: 'wrap', gap: 0.25 }}
    >
      {commands.map((command, index) => {
        const name = t(`richText.${command.id}`);
        const pressed = command.isActive ? active.has(command.id) : undefined;
        return (
          <Tooltip key={command.id} title={command.keys ? `${name} (${shortcutLabel(command.keys)})` : name} enterDelay={TOOLTIP_DELAY_MS}>
            <IconButton
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              tabIndex={index === tabStop ? 0 : -1}
              aria-label={name}
              aria-keyshortcuts={command.keys && (isMac ? command.keys.replace('Control', 'Meta') : command.keys)}
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
