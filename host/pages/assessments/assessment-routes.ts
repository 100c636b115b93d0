import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../route-error-page';
import { BUILDER_PAGES, type BuilderPage } from './assessment-paths';

const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const answerPage = page(async () => (await import('./answering/answer-page')).AnswerPage);
const responsePage = page(async () => (await import('./responses/response-page')).ResponsePage);

const BUILDER_LOADERS: Record<BuilderPage, () => Promise<ComponentType>> = {
  details: async () => (await import('./builder/details-page')).DetailsPage,
  structure: async () => (await import('./builder/structure-page')).StructurePage,
  questions: async () => (await import('./builder/questions-page')).QuestionsPage,
  permissions: async () => (await import('./builder/permissions-page')).AssessmentPermissionsPage,
  responses: async () => (await import('./responses/responses-page')).ResponsesPage,
};

/**
 * /assessments and every page of one assessment (navigator key assessments). The pages of one assessment
 * share its layout, which loads the assessment and its structure once and shows the tabs the user may use.
 */
export const ASSESSMENT_ROUTES: RouteObject = {
  path: 'assessments',
  ErrorBoundary: RouteErrorPage,
  children: [
    { index: true, lazy: page(async () => (await import('./dashboard/assessments-dashboard-page')).AssessmentsDashboardPage) },
    {
      path: ':assessmentId',
      lazy: page(async () => (await import('./assessment-layout')).AssessmentLayout),
      children: [
        { index: true, lazy: answerPage },
        { path: 'sections/:sectionId', lazy: answerPage },
        ...BUILDER_PAGES.map(({ page: builderPage }) => ({ path: builderPage, lazy: page(BUILDER_LOADERS[builderPage]) })),
        { path: 'responses/:responseId', lazy: responsePage },
        { path: 'responses/:responseId/sections/:sectionId', lazy: responsePage },
      ],
    },
  ],
};
