import { Stack, Typography } from '@mui/material';
import type { AnswerInput } from '../../../core/domain/assessment-types';
import type { Id } from '../../../core/domain/id';
import { QuestionInput } from './answering/question-input';
import type { AnswerMap } from './model/answer-map';
import type { SectionOutline } from './model/assessment-outline';

/** One section's visible questions under their group headings, answerable or read-only. */
export function SectionQuestions(props: {
  part: SectionOutline;
  answers: AnswerMap;
  visible: ReadonlySet<Id>;
  readOnly: boolean;
  missing?: ReadonlySet<Id>;
  onAnswer?(answer: AnswerInput): void;
  emptyText: string;
}) {
  const { part, answers, visible } = props;
  const blocks = part.blocks.map((block) => ({ ...block, questions: block.questions.filter((question) => visible.has(question.id)) }));
  return (
    <Stack component="section" aria-labelledby={`section-${part.section.id}`} spacing={3}>
      <div>
        <Typography id={`section-${part.section.id}`} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {part.section.name}
        </Typography>
        {part.section.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {part.section.description}
          </Typography>
        )}
      </div>
      {blocks.every((block) => block.questions.length === 0) && <Typography color="text.secondary">{props.emptyText}</Typography>}
      {blocks
        .filter((block) => block.questions.length > 0)
        .map((block) => (
          <Stack key={block.group?.id ?? 'section'} spacing={2.5}>
            {block.group && (
              <div>
                <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {block.group.name}
                </Typography>
                {block.group.description && <Typography color="text.secondary">{block.group.description}</Typography>}
              </div>
            )}
            {block.questions.map((question) => (
              <QuestionInput
                key={question.id}
                question={question}
                answer={answers.get(question.id)}
                readOnly={props.readOnly}
                missing={props.missing?.has(question.id) ?? false}
                onAnswer={(answer) => props.onAnswer?.(answer)}
              />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
