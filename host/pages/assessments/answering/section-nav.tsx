import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Id } from '../../../../core/domain/id';
import type { AnswerMap } from '../model/answer-map';
import type { SectionOutline } from '../model/assessment-outline';
import { progressOf } from '../model/response-progress';

export interface SectionsWithNavProps {
  outline: readonly SectionOutline[];
  current: SectionOutline;
  /** The page of a section (answering it, or reading one response's). */
  pathOf(sectionId: Id): string;
  visible: ReadonlySet<Id>;
  answers: AnswerMap;
  children: ReactNode;
}

/**
 * A response's sections as links beside (on a phone: above) the current one, each with how far it is
 * answered; links, so the browser's back and a shared address lead to the same section.
 */
export function SectionsWithNav({ outline, current, pathOf, visible, answers, children }: SectionsWithNavProps) {
  const { t } = useTranslation('host');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
      <nav aria-label={t('assessments.answer.sections')}>
        <List component="div" dense disablePadding>
          {outline.map(({ section, questions }) => {
            const progress = progressOf(questions, visible, answers);
            const done = progress.total > 0 && progress.answered === progress.total;
            const isCurrent = section.id === current.section.id;
            return (
              <ListItemButton key={section.id} component={Link} to={pathOf(section.id)} selected={isCurrent} aria-current={isCurrent ? 'step' : undefined}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {done ? <CheckCircle fontSize="small" color="success" aria-hidden /> : <RadioButtonUnchecked fontSize="small" aria-hidden />}
                </ListItemIcon>
                <ListItemText
                  primary={section.name}
                  secondary={t('assessments.progress.short', { answered: progress.answered, total: progress.total })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            );
          })}
        </List>
      </nav>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
