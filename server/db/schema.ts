/** The database schema, one set of tables for PGlite and PostgreSQL alike; one file per area. */
export * from './schema/core';
export * from './schema/workspace';
export * from './schema/files';
export * from './schema/file-blobs';
export * from './schema/lookups';
export * from './schema/registries';
export * from './schema/administration';
export * from './schema/assessments';
export * from './schema/release-notes';
export * from './schema/feature-notifications';
export * from './schema/user-events';
export * from './schema/statistics-days';
export * from './schema/notifications';
export * from './schema/data-governance';
export * from './schema/module-revisions';
export * from './schema/language-models';
export * from './schema/search';
