import { Checkbox, FormControlLabel, FormGroup, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AssessmentQuestion, QuestionCondition } from '../../../../core/domain/assessment-types';

/** "Show only if question X has answer Y": off, or a choice question and the options that show this one. */
export function ConditionEditor(props: {
  condition: QuestionCondition | null;
  /** The earlier choice questions a condition may name. */
  candidates: readonly AssessmentQuestion[];
  onChange(condition: QuestionCondition | null): void;
  error: string | null;
}) {
  const { t } = useTranslation('host');
  const { condition, candidates, onChange } = props;
  const source = condition ? candidates.find((question) => question.id === condition.assessment_question_id) : undefined;
  const toggle = (optionId: number, on: boolean) => {
    if (!condition) return;
    const ids = condition.assessment_question_option_ids.filter((id) => id !== optionId);
    onChange({ ...condition, assessment_question_option_ids: on ? [...ids, optionId] : ids });
  };
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={condition !== null}
            disabled={candidates.length === 0}
            onChange={(event) =>
              onChange(event.target.checked && candidates[0] ? { assessment_question_id: candidates[0].id, assessment_question_option_ids: [] } : null)
            }
          />
        }
        label={t('assessments.questions.conditional')}
      />
      {candidates.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('assessments.questions.noConditionSource')}
        </Typography>
      )}
      {condition && (
        <>
          <TextField
            select
            label={t('assessments.questions.conditionQuestion')}
            value={condition.assessment_question_id}
            onChange={(event) => onChange({ assessment_question_id: Number(event.target.value), assessment_question_option_ids: [] })}
          >
            {candidates.map((question) => (
              <MenuItem key={question.id} value={question.id}>
                {question.text}
              </MenuItem>
            ))}
          </TextField>
          {source && (
            <FormGroup aria-label={t('assessments.questions.conditionOptions')} role="group">
              <Typography variant="body2">{t('assessments.questions.conditionOptions')}</Typography>
              {source.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  control={<Checkbox checked={condition.assessment_question_option_ids.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />}
                  label={option.label}
                />
              ))}
            </FormGroup>
          )}
          {props.error && (
            <Typography color="error" variant="body2" role="alert">
              {props.error}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
