/** The module version history's API paths (server/routes/module-revisions.ts). */
export const moduleRevisionsPath = (moduleId: number) => `/api/modules/${moduleId}/revisions.json`;
export const moduleRevisionPath = (moduleId: number, revisionId: number) => `/api/modules/${moduleId}/revisions/${revisionId}.json`;
export const restoreRevisionPath = (moduleId: number, revisionId: number) => `/api/modules/${moduleId}/revisions/${revisionId}/restore.json`;

/** The module page's query parameter that opens its version history (?panel=history), e.g. from the project history. */
export const PANEL_QUERY_PARAM = 'panel';
export const HISTORY_PANEL = 'history';
