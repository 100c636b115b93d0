import type { ProjectListQuery } from '../../core/domain/api-types';

export interface ProjectListDefinition {
  path: string;
  /** i18n key (host namespace) of the header text. */
  titleKey: string;
  /** The list's scope on GET /api/projects.json; null: the list has no server support yet. */
  scope: NonNullable<ProjectListQuery['scope']> | null;
}

/** The four home lists of screens-and-editor.md §2, in navigation order. */
export const PROJECT_LISTS: readonly ProjectListDefinition[] = [
  { path: '/recently-viewed', titleKey: 'lists.recentlyViewed', scope: 'recently_viewed' },
  { path: '/favorites', titleKey: 'lists.favorites', scope: null },
  { path: '/my-projects', titleKey: 'lists.myProjects', scope: 'my_projects' },
  { path: '/all-projects', titleKey: 'lists.allProjects', scope: 'all_projects' },
];
