import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { MemberName, useTranslate, type ProjectMember } from '../../sdk';
import type { ChecklistItem } from './checklist-item';
import { isOverdue } from './due-date';
import manifest from './manifest';
import type en from './locales/en.json';

/** One item for readers, share links and embeds: what it says, nothing to change it with. */
export function ChecklistReadOnlyRow({ item, level, members }: { item: ChecklistItem; level: number; members: readonly ProjectMember[] | undefined }) {
  const t = useTranslate<typeof en>(manifest.segment);
  const text = item.text.trim() || t('untitled');
  const assignee = item.assignee == null ? undefined : members?.find((member) => member.id === item.assignee);
  return (
    <Box role="listitem" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, pl: level * 4, borderBottom: 1, borderColor: 'divider' }}>
      <Checkbox checked={item.done} disabled slotProps={{ input: { 'aria-label': t('doneLabel', { text }) } }} />
      <Typography sx={{ flex: '1 1 12rem', textDecoration: item.done ? 'line-through' : undefined, color: item.done ? 'text.secondary' : undefined }}>
        {text}
      </Typography>
      {item.due && (
        <Typography variant="body2" color={isOverdue(item) ? 'error' : 'text.secondary'}>
          {t('dueShort', { date: item.due })}
          {isOverdue(item) && ` · ${t('overdue')}`}
        </Typography>
      )}
      {assignee && (
        <Typography variant="body2" component="span">
          <MemberName name={assignee.name} />
        </Typography>
      )}
    </Box>
  );
}
