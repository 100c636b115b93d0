/**
 * A comment's text field with the mention picker: typing `@` and part of a name lists the project's members
 * below the field (arrow keys move, Enter or Tab chooses, Escape closes; a click chooses too), and the chosen
 * member's name is written in as `@Name`. The field stays a (multi-line) textbox that points at the picker's
 * listbox and its active option, so a screen reader follows the arrow keys.
 */
import { ListItemText, MenuItem, MenuList, Paper, Popper, TextField, type TextFieldProps } from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectMember } from '../../sdk/members/project-members';
import { insertMention, mentionChoices, mentionQueryAt } from './mentions';

export interface MentionTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** The project's members; no picker while undefined. */
  members: readonly ProjectMember[] | undefined;
  /** Told each member chosen in the picker. */
  onMention(member: ProjectMember): void;
}

export function MentionTextField({ value, onChange, members, onMention, ...field }: MentionTextFieldProps) {
  const { t } = useTranslation('host');
  const listId = useId();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const anchor = useRef<HTMLDivElement | null>(null);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const choices = query && members ? mentionChoices(members, query.query) : [];
  const open = choices.length > 0;

  const follow = (text: string, caret: number) => {
    setQuery(mentionQueryAt(text, caret));
    setActive(0);
  };
  const choose = (member: ProjectMember) => {
    if (!query) return;
    const next = insertMention(value, query.start, input.current?.selectionStart ?? value.length, member);
    onChange(next.text);
    onMention(member);
    setQuery(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(choices[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <>
      <TextField
        {...field}
        ref={anchor}
        inputRef={input}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        slotProps={{
          htmlInput: {
            'aria-autocomplete': 'list',
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? optionId(active) : undefined,
          },
        }}
      />
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <Paper elevation={4}>
          <MenuList id={listId} role="listbox" aria-label={t('notifications.mentionPicker')} dense>
            {choices.map((member, index) => (
              <MenuItem
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                tabIndex={-1}
                // Chosen before the field's blur closes the picker.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(member);
                }}
              >
                <ListItemText primary={member.name} secondary={member.email} />
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </>
  );
}
