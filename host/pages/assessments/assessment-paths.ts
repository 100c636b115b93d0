import type { Id } from '../../../core/domain/id';

/** The builder's pages, in tab order, with the permission each needs (assessment-types.ts). */
export const BUILDER_PAGES = [
  { page: 'details', needs: 'write' },
  { page: 'structure', needs: 'write' },
  { page: 'questions', needs: 'write' },
  { page: 'permissions', needs: 'admin' },
  { page: 'responses', needs: 'admin' },
] as const;
export type BuilderPage = (typeof BUILDER_PAGES)[number]['page'];

/** The browser paths of the assessment pages (screens-and-editor.md §2, Assessments). */
export const assessmentPaths = {
  dashboard: '/assessments',
  answer: (assessmentId: Id) => `/assessments/${assessmentId}`,
  answerSection: (assessmentId: Id, sectionId: Id) => `/assessments/${assessmentId}/sections/${sectionId}`,
  builder: (assessmentId: Id, page: BuilderPage) => `/assessments/${assessmentId}/${page}`,
  response: (assessmentId: Id, responseId: Id) => `/assessments/${assessmentId}/responses/${responseId}`,
  responseSection: (assessmentId: Id, responseId: Id, sectionId: Id) =>
    `/assessments/${assessmentId}/responses/${responseId}/sections/${sectionId}`,
};
