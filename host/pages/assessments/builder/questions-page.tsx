import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  assessmentChildPath,
  assessmentLookupPath,
  type AssessmentQuestion,
  type AssessmentQuestionType,
  type QuestionTypeKey,
} from '../../../../core/domain/assessment-types';
import { HttpClient } from '../../../../core/services/http-client';
import { loadShared } from '../../../../sdk/http/shared-loads';
import { useService } from '../../../../sdk/services-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeHttpError } from '../../../components/http-error-message';
import { EmptyState } from '../../../components/page-states';
import { useAsync } from '../../../../sdk/ui/use-async';
import { useAssessment } from '../assessment-context';
import { assessmentPaths } from '../assessment-paths';
import { RequirePermission } from '../require-permission';
import { QuestionDialog, type QuestionPlace } from './question-dialog';
import { QuestionRow } from './question-row';
import { SortableRows } from './sortable-rows';
import { useReorder } from './use-reorder';

type Editing = { place: QuestionPlace; question?: AssessmentQuestion };

/** /assessments/{id}/questions: every question by section and group; add, edit, delete and reorder them. */
export function QuestionsPage() {
  return (
    <RequirePermission level="write">
      <QuestionsEditor />
    </RequirePermission>
  );
}

function QuestionsEditor() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const { assessment, outline, groups, questions, reload } = useAssessment();
  const order = useReorder('questions');
  const types = useAsync(() => loadShared<AssessmentQuestionType[]>(http, assessmentLookupPath('assessment_question_types')), [http]);
  const typeNames = useMemo(
    () => new Map<QuestionTypeKey, string>(types.status === 'ready' ? types.data.map((type) => [type.key, type.name]) : []),
    [types],
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AssessmentQuestion | null>(null);

  if (outline.length === 0) {
    return (
      <EmptyState
        title={t('assessments.questions.noSectionsTitle')}
        action={
          <Button component={Link} to={assessmentPaths.builder(assessment.id, 'structure')} variant="contained">
            {t('assessments.questions.toStructure')}
          </Button>
        }
      >
        {t('assessments.questions.noSectionsBody')}
      </EmptyState>
    );
  }
  return (
    <Stack spacing={3}>
      {order.error !== null && (
        <Alert severity="error" onClose={order.clearError}>
          {describeHttpError(order.error, t)}
        </Alert>
      )}
      {outline.map(({ section }) => {
        const blocks = [null, ...groups.filter((group) => group.assessment_section_id === section.id).sort((a, b) => a.position - b.position)];
        return (
          <Stack key={section.id} component="section" aria-labelledby={`questions-section-${section.id}`} spacing={1.5}>
            <Typography id={`questions-section-${section.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {section.name}
            </Typography>
            {blocks.map((group) => {
              const container = `${section.id}-${group?.id ?? 'none'}`;
              const place: QuestionPlace = { sectionId: section.id, groupId: group?.id ?? null };
              const items = order.ordered(
                container,
                questions.filter((q) => q.assessment_section_id === section.id && q.assessment_group_id === place.groupId).sort((a, b) => a.position - b.position),
              );
              const where = group ? group.name : section.name;
              return (
                <Box key={container} sx={{ ml: group ? { xs: 1, sm: 3 } : 0 }}>
                  {group && (
                    <Typography variant="subtitle1" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                      {group.name}
                    </Typography>
                  )}
                  {items.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t('assessments.questions.noneHere')}
                    </Typography>
                  )}
                  <SortableRows
                    items={items}
                    nameOf={(question) => question.text}
                    handleLabel={(question) => t('assessments.questions.move', { text: question.text })}
                    onReorder={(ids) => void order.reorder(container, ids)}
                  >
                    {(question, handle) => (
                      <QuestionRow
                        question={question}
                        questions={questions}
                        typeNames={typeNames}
                        handle={handle}
                        onEdit={() => setEditing({ place, question })}
                        onDelete={() => setDeleting(question)}
                      />
                    )}
                  </SortableRows>
                  <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setEditing({ place })} aria-label={t('assessments.questions.addTo', { name: where })}>
                    {t('assessments.questions.add')}
                  </Button>
                </Box>
              );
            })}
          </Stack>
        );
      })}
      {editing && (
        <QuestionDialog
          question={editing.question}
          place={editing.place}
          typeNames={typeNames}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('assessments.questions.deleteTitle')}
        body={t('assessments.questions.deleteBody', { text: deleting?.text ?? '' })}
        confirmLabel={t('assessments.structure.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await http.delete(assessmentChildPath(assessment.id, 'questions', deleting.id));
          setDeleting(null);
          reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
