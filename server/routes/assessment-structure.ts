/**
 * The structure of an assessment, one declaration per resource under /api/assessments/{assessmentId}/:
 * sections, groups, questions and question_options, each with list, get, create (201), update, destroy
 * (204) and update_positions. Reading needs the assessment's read, changing its write.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { Id } from '../../core/domain/id';
import { requireSignedInUser, type AuthContext } from '../auth/auth-context';
import type { Database } from '../db/client';
import { createOption, destroyOption, getOption, listOptions, reorderOptions, updateOption } from '../domain/assessments/assessment-options';
import { createQuestion, destroyQuestion, getQuestion, listQuestions, reorderQuestions, updateQuestion } from '../domain/assessments/assessment-questions';
import {
  createGroup,
  createSection,
  destroyGroup,
  destroySection,
  getGroup,
  getSection,
  listGroups,
  listSections,
  reorderGroups,
  reorderSections,
  updateGroup,
  updateSection,
} from '../domain/assessments/assessment-sections';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AssessmentChildParamsSchema,
  AssessmentParamsSchema,
  GroupCreateSchema,
  GroupSchema,
  GroupUpdateSchema,
  OptionCreateSchema,
  OptionSchema,
  OptionUpdateSchema,
  QuestionCreateSchema,
  QuestionSchema,
  QuestionUpdateSchema,
  SectionCreateSchema,
  SectionSchema,
  SectionUpdateSchema,
} from '../schemas/assessment-schema';
import { UpdatePositionsSchema } from '../schemas/resource-schema';

/* eslint-disable @typescript-eslint/no-explicit-any -- each declaration pairs its own body schema with its own store functions */
interface StructureResource {
  resource: string;
  item: string;
  order: string;
  row: TSchema;
  create: TSchema;
  update: TSchema;
  store: {
    list: (db: Database, auth: AuthContext, assessmentId: Id) => Promise<unknown[]>;
    get: (db: Database, auth: AuthContext, assessmentId: Id, id: Id) => Promise<unknown>;
    create: (db: Database, auth: AuthContext, assessmentId: Id, input: any) => Promise<unknown>;
    update: (db: Database, auth: AuthContext, assessmentId: Id, id: Id, input: any) => Promise<unknown>;
    destroy: (db: Database, auth: AuthContext, assessmentId: Id, id: Id) => Promise<void>;
    reorder: (db: Database, auth: AuthContext, assessmentId: Id, ids: Id[]) => Promise<unknown[]>;
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const RESOURCES: StructureResource[] = [
  {
    resource: 'sections', item: 'section', order: 'all sections of the assessment',
    row: SectionSchema, create: SectionCreateSchema, update: SectionUpdateSchema,
    store: { list: listSections, get: getSection, create: createSection, update: updateSection, destroy: destroySection, reorder: reorderSections },
  },
  {
    resource: 'groups', item: 'group', order: 'all groups of one section',
    row: GroupSchema, create: GroupCreateSchema, update: GroupUpdateSchema,
    store: { list: listGroups, get: getGroup, create: createGroup, update: updateGroup, destroy: destroyGroup, reorder: reorderGroups },
  },
  {
    resource: 'questions', item: 'question', order: 'all questions of one section (outside groups) or of one group',
    row: QuestionSchema, create: QuestionCreateSchema, update: QuestionUpdateSchema,
    store: { list: listQuestions, get: getQuestion, create: createQuestion, update: updateQuestion, destroy: destroyQuestion, reorder: reorderQuestions },
  },
  {
    resource: 'question_options', item: 'question option', order: 'all options of one question',
    row: OptionSchema, create: OptionCreateSchema, update: OptionUpdateSchema,
    store: { list: listOptions, get: getOption, create: createOption, update: updateOption, destroy: destroyOption, reorder: reorderOptions },
  },
];

const tags = ['assessments'];

const assessmentStructure: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { resource, item, order, row, create, update, store } of RESOURCES) {
    const base = `/assessments/:assessmentId/${resource}`;
    for (const { url, hide } of routeForms(`${base}.json`)) {
      app.get(url, {
        schema: { tags, summary: `The assessment’s ${item}s, in order`, params: AssessmentParamsSchema, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => store.list(app.db, requireSignedInUser(request), request.params.assessmentId));
      app.post(url, {
        schema: { tags, summary: `Add a ${item} at the end (needs write)`, params: AssessmentParamsSchema, body: create, response: { 201: row, ...errorResponses }, hide },
      }, async (request, reply) => reply.status(201).send(await store.create(app.db, requireSignedInUser(request), request.params.assessmentId, request.body)));
    }
    for (const { url, hide } of routeForms(`${base}/update_positions.json`)) {
      app.post(url, {
        schema: {
          tags,
          summary: `Reorder ${order}: positions become 0..n-1 (needs write)`,
          params: AssessmentParamsSchema,
          body: UpdatePositionsSchema,
          response: { 200: Type.Array(row), ...errorResponses },
          hide,
        },
      }, async (request) => store.reorder(app.db, requireSignedInUser(request), request.params.assessmentId, request.body.ids));
    }
    for (const { url, hide } of routeForms(`${base}/:id.json`)) {
      app.get(url, {
        schema: { tags, summary: `One ${item}`, params: AssessmentChildParamsSchema, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => store.get(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.id));
      app.put(url, {
        schema: { tags, summary: `Change a ${item}; fields left out stay (needs write)`, params: AssessmentChildParamsSchema, body: update, response: { 200: row, ...errorResponses }, hide },
      }, async (request) => store.update(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.id, request.body));
      app.delete(url, {
        schema: { tags, summary: `Delete a ${item} with what it holds (needs write)`, params: AssessmentChildParamsSchema, response: { 204: Type.Null(), ...errorResponses }, hide },
      }, async (request, reply) => {
        await store.destroy(app.db, requireSignedInUser(request), request.params.assessmentId, request.params.id);
        return reply.status(204).send(null);
      });
    }
  }
};

export default assessmentStructure;
