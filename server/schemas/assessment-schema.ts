/** TypeBox schemas of the assessment calls (core/domain/assessment-types.ts, as JSON Schema). */
import { Type, type TSchema } from 'typebox';
import {
  ASSESSMENT_STATUS_KEYS,
  QUESTION_TYPE_KEYS,
  RESPONSE_STATUS_KEYS,
} from '../../core/domain/assessment-types';
import { PermissionFlagsSchema } from './api-schemas';
import { IdSchema } from './resource-schema';
import { DirectoryUserSchema, PermissionKeySchema } from './sharing-schema';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Closed = { additionalProperties: false } as const;
/** The longest name of an assessment, section or group. */
export const NAME_MAX_LENGTH = 255;
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' });
const LongText = Type.String({ maxLength: 5000 });
const Timestamp = Type.String({ format: 'date-time' });
const Score = Type.Number({ minimum: -1000000, maximum: 1000000 });

const AssessmentStatusKeySchema = Type.Enum([...ASSESSMENT_STATUS_KEYS]);
const ResponseStatusKeySchema = Type.Enum([...RESPONSE_STATUS_KEYS]);
export const QuestionTypeKeySchema = Type.Enum([...QUESTION_TYPE_KEYS]);

export const AssessmentParamsSchema = Type.Object({ assessmentId: IdSchema });
export const AssessmentChildParamsSchema = Type.Object({ assessmentId: IdSchema, id: IdSchema });
export const ResponseParamsSchema = Type.Object({ assessmentId: IdSchema, responseId: IdSchema });
export const ResponseChildParamsSchema = Type.Object({ assessmentId: IdSchema, responseId: IdSchema, id: IdSchema });

export const AssessmentSchema = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  status_id: Type.Integer(),
  status_key: AssessmentStatusKeySchema,
  opens_at: Nullable(Type.String()),
  closes_at: Nullable(Type.String()),
  anonymous: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  permissions: PermissionFlagsSchema,
  accepting_answers: Type.Boolean(),
  question_count: Type.Integer(),
  response_counts: Type.Object({ in_progress: Type.Integer(), submitted: Type.Integer() }),
  current_response: Nullable(
    Type.Object({
      id: Type.Integer(),
      status_key: ResponseStatusKeySchema,
      answered_count: Type.Integer(),
      question_count: Type.Integer(),
      submitted_at: Nullable(Type.String()),
    }),
  ),
});

const assessmentFields = {
  description: Type.Optional(LongText),
  status_id: Type.Optional(IdSchema),
  opens_at: Type.Optional(Nullable(Timestamp)),
  closes_at: Type.Optional(Nullable(Timestamp)),
  anonymous: Type.Optional(Type.Boolean()),
};
export const AssessmentCreateSchema = Type.Object({ name: Name, ...assessmentFields }, Closed);
export const AssessmentUpdateSchema = Type.Object({ name: Type.Optional(Name), ...assessmentFields }, Closed);
export const AssessmentListQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 255 })),
  status_key: Type.Optional(AssessmentStatusKeySchema),
});

export const SectionSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
});
export const SectionCreateSchema = Type.Object({ name: Name, description: Type.Optional(LongText) }, Closed);
export const SectionUpdateSchema = Type.Object({ name: Type.Optional(Name), description: Type.Optional(LongText) }, Closed);

export const GroupSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  assessment_section_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
});
export const GroupCreateSchema = Type.Object({ assessment_section_id: IdSchema, name: Name, description: Type.Optional(LongText) }, Closed);
export const GroupUpdateSchema = Type.Object(
  { assessment_section_id: Type.Optional(IdSchema), name: Type.Optional(Name), description: Type.Optional(LongText) },
  Closed,
);

export const OptionSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  assessment_question_id: Type.Integer(),
  label: Type.String(),
  score: Type.Number(),
  position: Type.Integer(),
});
const OptionLabel = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
export const OptionCreateSchema = Type.Object({ assessment_question_id: IdSchema, label: OptionLabel, score: Type.Optional(Score) }, Closed);
export const OptionUpdateSchema = Type.Object({ label: Type.Optional(OptionLabel), score: Type.Optional(Score) }, Closed);

const ConditionSchema = Type.Object(
  { assessment_question_id: IdSchema, assessment_question_option_ids: Type.Array(IdSchema, { minItems: 1, maxItems: 100 }) },
  Closed,
);

export const QuestionSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  assessment_section_id: Type.Integer(),
  assessment_group_id: Nullable(Type.Integer()),
  question_type_id: Type.Integer(),
  question_type_key: QuestionTypeKeySchema,
  text: Type.String(),
  help: Type.String(),
  required: Type.Boolean(),
  position: Type.Integer(),
  condition: Nullable(Type.Object({ assessment_question_id: Type.Integer(), assessment_question_option_ids: Type.Array(Type.Integer()) })),
  options: Type.Array(OptionSchema),
});
const QuestionText = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' });
const questionFields = {
  assessment_group_id: Type.Optional(Nullable(IdSchema)),
  question_type_id: Type.Optional(IdSchema),
  question_type_key: Type.Optional(QuestionTypeKeySchema),
  help: Type.Optional(LongText),
  required: Type.Optional(Type.Boolean()),
  condition: Type.Optional(Nullable(ConditionSchema)),
};
export const QuestionCreateSchema = Type.Object(
  {
    assessment_section_id: IdSchema,
    text: QuestionText,
    ...questionFields,
    options: Type.Optional(Type.Array(Type.Object({ label: OptionLabel, score: Type.Optional(Score) }, Closed), { maxItems: 100 })),
  },
  Closed,
);
export const QuestionUpdateSchema = Type.Object(
  { assessment_section_id: Type.Optional(IdSchema), text: Type.Optional(QuestionText), ...questionFields },
  Closed,
);

export const AssessmentUserPermissionSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  user_id: Type.Integer(),
  user: DirectoryUserSchema,
  permission_key: PermissionKeySchema,
});
export const AssessmentRolePermissionSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  role_id: Type.Integer(),
  role: Type.Object({ id: Type.Integer(), name: Type.String() }),
  permission_key: PermissionKeySchema,
});

export const SectionScoreSchema = Type.Object({
  assessment_section_id: Type.Integer(),
  score: Type.Number(),
  max_score: Type.Number(),
  percent: Nullable(Type.Number()),
});

export const ResponseSchema = Type.Object({
  id: Type.Integer(),
  assessment_id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  user: Nullable(DirectoryUserSchema),
  status_id: Type.Integer(),
  status_key: ResponseStatusKeySchema,
  answered_count: Type.Integer(),
  question_count: Type.Integer(),
  submitted_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  section_scores: Type.Array(SectionScoreSchema),
});

export const AnswerSchema = Type.Object({
  id: Type.Integer(),
  response_id: Type.Integer(),
  assessment_question_id: Type.Integer(),
  text_value: Nullable(Type.String()),
  number_value: Nullable(Type.Number()),
  date_value: Nullable(Type.String()),
  assessment_question_option_ids: Type.Array(Type.Integer()),
  updated_at: Type.String(),
});

export const AnswerOptionSchema = Type.Object({
  id: Type.Integer(),
  response_answer_id: Type.Integer(),
  assessment_question_option_id: Type.Integer(),
});

export const CurrentResponseSchema = Type.Intersect([ResponseSchema, Type.Object({ answers: Type.Array(AnswerSchema) })]);

const AnswerInputSchema = Type.Object(
  {
    assessment_question_id: IdSchema,
    text_value: Type.Optional(Nullable(Type.String({ maxLength: 10000 }))),
    number_value: Type.Optional(Nullable(Type.Number({ minimum: -1e15, maximum: 1e15 }))),
    date_value: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    assessment_question_option_ids: Type.Optional(Type.Array(IdSchema, { maxItems: 100 })),
  },
  Closed,
);
export const CurrentResponseUpdateSchema = Type.Object(
  {
    answers: Type.Optional(Type.Array(AnswerInputSchema, { maxItems: 2000 })),
    action: Type.Optional(Type.Enum(['submit', 'reopen'])),
  },
  Closed,
);

export const ResultsSchema = Type.Object({
  assessment_id: Type.Integer(),
  submitted_count: Type.Integer(),
  in_progress_count: Type.Integer(),
  section_averages: Type.Array(
    Type.Object({
      assessment_section_id: Type.Integer(),
      name: Type.String(),
      average_percent: Nullable(Type.Number()),
      average_score: Nullable(Type.Number()),
      max_score: Type.Number(),
    }),
  ),
  responses: Type.Array(
    Type.Object({
      response_id: Type.Integer(),
      user: Nullable(DirectoryUserSchema),
      submitted_at: Nullable(Type.String()),
      section_scores: Type.Array(SectionScoreSchema),
    }),
  ),
  questions: Type.Array(
    Type.Object({
      assessment_question_id: Type.Integer(),
      question_type_key: QuestionTypeKeySchema,
      answered_count: Type.Integer(),
      options: Type.Array(Type.Object({ assessment_question_option_id: Type.Integer(), label: Type.String(), count: Type.Integer() })),
      number_summary: Nullable(Type.Object({ min: Type.Number(), max: Type.Number(), average: Type.Number() })),
      values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
    }),
  ),
});

/** The structure as exported, and as an uploaded template must be: the same limits as the structure's own calls. */
const StructureQuestionSchema = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 100 }),
  type: QuestionTypeKeySchema,
  text: QuestionText,
  help: Type.Optional(LongText),
  required: Type.Optional(Type.Boolean()),
  options: Type.Optional(Type.Array(Type.Object({ label: OptionLabel, score: Type.Optional(Score) }), { maxItems: 100 })),
  condition: Type.Optional(Nullable(Type.Object({ question_ref: Type.String(), option_labels: Type.Array(Type.String(), { minItems: 1, maxItems: 100 }) }))),
});
const StructureGroupSchema = Type.Object({ name: Name, description: Type.Optional(LongText), questions: Type.Array(StructureQuestionSchema) });
export const StructureSchema = Type.Object({
  format: Type.Literal('tessera-assessment'),
  version: Type.Literal(1),
  name: Name,
  description: LongText,
  anonymous: Type.Boolean(),
  sections: Type.Array(
    Type.Object({ name: Name, description: Type.Optional(LongText), questions: Type.Array(StructureQuestionSchema), groups: Type.Array(StructureGroupSchema) }),
  ),
});

export const ImportErrorSchema = Type.Object({ line: Type.Optional(Type.Integer()), path: Type.Optional(Type.String()), reason: Type.String() });
export const ImportPreviewSchema = Type.Object({
  name: Type.String(),
  sections: Type.Array(Type.Object({ name: Type.String(), group_count: Type.Integer(), question_count: Type.Integer() })),
  question_count: Type.Integer(),
  errors: Type.Array(ImportErrorSchema),
});
