/**
 * Assessments (core/domain/assessment-types.ts): the questionnaire (sections, groups, questions, options),
 * who may use it (user and team permissions), and the one response per person with its answers.
 * Deleting an assessment takes everything below it along.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, roles, users } from './core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Keyed lookups: admins rename, recolour and reorder the items; the fixed key is what the server acts on. */
const keyedLookup = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    color: text('color').notNull().default('#D2D6E2'),
  });

export const assessmentStatuses = keyedLookup('assessment_statuses');
export const responseStatuses = keyedLookup('response_statuses');
export const assessmentQuestionTypes = keyedLookup('assessment_question_types');

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status_id: integer('status_id').notNull().references(() => assessmentStatuses.id),
    opens_at: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
    closes_at: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
    anonymous: boolean('anonymous').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('assessments_company_idx').on(t.company_id)],
);

export const assessmentUserPermissions = pgTable(
  'assessment_user_permissions',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'read' | 'write' | 'admin'. */
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('assessment_user_permissions_unique').on(t.assessment_id, t.user_id)],
);

export const assessmentRolePermissions = pgTable(
  'assessment_role_permissions',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('assessment_role_permissions_unique').on(t.assessment_id, t.role_id)],
);

export const assessmentSections = pgTable(
  'assessment_sections',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('assessment_sections_assessment_idx').on(t.assessment_id)],
);

export const assessmentGroups = pgTable(
  'assessment_groups',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    assessment_section_id: integer('assessment_section_id').notNull().references(() => assessmentSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('assessment_groups_section_idx').on(t.assessment_section_id)],
);

export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    assessment_section_id: integer('assessment_section_id').notNull().references(() => assessmentSections.id, { onDelete: 'cascade' }),
    assessment_group_id: integer('assessment_group_id').references(() => assessmentGroups.id, { onDelete: 'cascade' }),
    question_type_id: integer('question_type_id').notNull().references(() => assessmentQuestionTypes.id),
    text: text('text').notNull(),
    help: text('help').notNull().default(''),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Show only if this question's answer includes one of condition_option_ids. */
    condition_question_id: integer('condition_question_id').references((): AnyPgColumn => assessmentQuestions.id, { onDelete: 'set null' }),
    condition_option_ids: integer('condition_option_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [index('assessment_questions_assessment_idx').on(t.assessment_id, t.assessment_section_id)],
);

export const assessmentQuestionOptions = pgTable(
  'assessment_question_options',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    assessment_question_id: integer('assessment_question_id').notNull().references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    score: doublePrecision('score').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('assessment_question_options_question_idx').on(t.assessment_question_id)],
);

/** One per person and assessment; on anonymous assessments user_id is kept for that rule and never shown. */
export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    id: serial('id').primaryKey(),
    assessment_id: integer('assessment_id').notNull().references(() => assessments.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status_id: integer('status_id').notNull().references(() => responseStatuses.id),
    submitted_at: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('assessment_responses_unique').on(t.assessment_id, t.user_id)],
);

export const responseAnswers = pgTable(
  'response_answers',
  {
    id: serial('id').primaryKey(),
    response_id: integer('response_id').notNull().references(() => assessmentResponses.id, { onDelete: 'cascade' }),
    assessment_question_id: integer('assessment_question_id').notNull().references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    text_value: text('text_value'),
    number_value: doublePrecision('number_value'),
    /** YYYY-MM-DD. */
    date_value: text('date_value'),
    ...timestamps,
  },
  (t) => [uniqueIndex('response_answers_unique').on(t.response_id, t.assessment_question_id)],
);

export const responseAnswerOptions = pgTable(
  'response_answer_options',
  {
    id: serial('id').primaryKey(),
    response_answer_id: integer('response_answer_id').notNull().references(() => responseAnswers.id, { onDelete: 'cascade' }),
    assessment_question_option_id: integer('assessment_question_option_id')
      .notNull()
      .references(() => assessmentQuestionOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('response_answer_options_unique').on(t.response_answer_id, t.assessment_question_option_id)],
);
