import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentQuestion, QuestionTypeKey } from '../../../../core/domain/assessment-types';

/** A question as the builder lists it: text, type, required, its condition and its scored options. */
export function QuestionRow(props: {
  question: AssessmentQuestion;
  questions: readonly AssessmentQuestion[];
  typeNames: ReadonlyMap<QuestionTypeKey, string>;
  handle: ReactNode;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('host');
  const { question } = props;
  const source = question.condition ? props.questions.find((entry) => entry.id === question.condition!.assessment_question_id) : undefined;
  const shownIf =
    source &&
    t('assessments.questions.shownIf', {
      question: source.text,
      answers: source.options
        .filter((option) => question.condition!.assessment_question_option_ids.includes(option.id))
        .map((option) => option.label)
        .join(t('assessments.questions.or')),
    });
  return (
    <Paper variant="outlined" sx={{ p: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      {props.handle}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{question.text}</Typography>
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
          <Chip size="small" label={props.typeNames.get(question.question_type_key) ?? t(`assessments.questionTypes.${question.question_type_key}`)} />
          {question.required && <Chip size="small" color="primary" variant="outlined" label={t('assessments.questions.required')} />}
          {shownIf && <Chip size="small" variant="outlined" label={shownIf} sx={{ maxWidth: '100%' }} />}
        </Stack>
        {question.options.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {question.options.map((option) => t('assessments.questions.optionWithScore', { label: option.label, score: option.score })).join(' · ')}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={t('assessments.questions.editOf', { text: question.text })} onClick={props.onEdit}>
        <EditOutlined />
      </IconButton>
      <IconButton aria-label={t('assessments.questions.deleteOf', { text: question.text })} onClick={props.onDelete}>
        <DeleteOutline />
      </IconButton>
    </Paper>
  );
}
