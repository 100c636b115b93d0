import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Id } from '../../../../core/domain/id';
import type { Progress } from '../model/response-progress';

export interface SectionNavEntry {
  id: Id;
  name: string;
  to: string;
  progress: Progress;
}

/** The sections of a response as links, the current one marked, each with how far it is answered. */
export function SectionNav({ entries, currentId, label }: { entries: readonly SectionNavEntry[]; currentId: Id | undefined; label: string }) {
  const { t } = useTranslation('host');
  return (
    <nav aria-label={label}>
      <List dense disablePadding>
        {entries.map((entry) => {
          const done = entry.progress.total > 0 && entry.progress.answered === entry.progress.total;
          return (
            <ListItemButton key={entry.id} component={Link} to={entry.to} selected={entry.id === currentId} aria-current={entry.id === currentId ? 'step' : undefined}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {done ? <CheckCircle fontSize="small" color="success" aria-hidden /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
              </ListItemIcon>
              <ListItemText
                primary={entry.name}
                secondary={t('assessments.progress.short', { answered: entry.progress.answered, total: entry.progress.total })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </nav>
  );
}
