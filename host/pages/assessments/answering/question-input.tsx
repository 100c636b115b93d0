import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, AssessmentQuestion } from '../../../../core/domain/assessment-types';

export const questionElementId = (questionId: number) => `question-${questionId}`;

export interface QuestionInputProps {
  question: AssessmentQuestion;
  answer: AnswerInput | undefined;
  readOnly: boolean;
  /** Set when a submit found this required question unanswered. */
  missing: boolean;
  onAnswer(answer: AnswerInput): void;
}

/** One question answered in the control its type calls for, with its help text and required mark. */
export function QuestionInput({ question, answer, readOnly, missing, onAnswer }: QuestionInputProps) {
  const { t } = useTranslation('host');
  const id = questionElementId(question.id);
  const base = { assessment_question_id: question.id };
  const chosen = answer?.assessment_question_option_ids ?? [];
  const helpId = `${id}-help`;
  const help = [question.help, missing ? t('assessments.answer.requiredMissing') : ''].filter(Boolean).join(' ');
  // MUI marks a required control with its own asterisk.
  const label = question.text;
  const helper = help && (
    <FormHelperText id={helpId} error={missing}>
      {help}
    </FormHelperText>
  );
  const textProps = {
    id,
    label,
    required: question.required,
    disabled: readOnly,
    error: missing,
    helperText: help || undefined,
    fullWidth: true,
  };

  switch (question.question_type_key) {
    case 'short_text':
    case 'long_text':
      return (
        <TextField
          {...textProps}
          multiline={question.question_type_key === 'long_text'}
          minRows={question.question_type_key === 'long_text' ? 3 : undefined}
          value={answer?.text_value ?? ''}
          onChange={(event) => onAnswer({ ...base, text_value: event.target.value })}
        />
      );
    case 'number':
      return (
        <TextField
          {...textProps}
          type="number"
          value={answer?.number_value ?? ''}
          onChange={(event) => onAnswer({ ...base, number_value: event.target.value === '' ? null : Number(event.target.value) })}
          sx={{ maxWidth: 320 }}
        />
      );
    case 'date':
      return (
        <TextField
          {...textProps}
          type="date"
          value={answer?.date_value ?? ''}
          onChange={(event) => onAnswer({ ...base, date_value: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
      );
    case 'multiple_choice':
      return (
        <FormControl id={id} component="fieldset" required={question.required} disabled={readOnly} error={missing}>
          {/* The question stays readable when the answers are read-only. */}
          <FormLabel component="legend" disabled={false}>{label}</FormLabel>
          <FormGroup aria-describedby={help ? helpId : undefined}>
            {question.options.map((option) => (
              <FormControlLabel
                key={option.id}
                label={option.label}
                control={
                  <Checkbox
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      onAnswer({
                        ...base,
                        assessment_question_option_ids: event.target.checked ? [...chosen, option.id] : chosen.filter((optionId) => optionId !== option.id),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {helper}
        </FormControl>
      );
    default:
      return (
        <FormControl id={id} component="fieldset" required={question.required} disabled={readOnly} error={missing}>
          <FormLabel component="legend" disabled={false}>{label}</FormLabel>
          <RadioGroup
            row={question.question_type_key !== 'single_choice'}
            value={chosen[0] !== undefined ? String(chosen[0]) : ''}
            onChange={(event) => onAnswer({ ...base, assessment_question_option_ids: [Number(event.target.value)] })}
            aria-describedby={help ? helpId : undefined}
          >
            {question.options.map((option) => (
              <FormControlLabel key={option.id} value={String(option.id)} label={option.label} control={<Radio />} />
            ))}
          </RadioGroup>
          {helper}
        </FormControl>
      );
  }
}
