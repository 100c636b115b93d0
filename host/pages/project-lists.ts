import type { ProjectListQuery } from '../../core/domain/api-types';
import type { WorkspaceScope } from '../../core/domain/workspace-types';
import type { HostMessageKey } from '../i18n/host-message-key';

export type ListScope = NonNullable<ProjectListQuery['scope']> | WorkspaceScope;

/** What a list's cards offer: open the project, or make a new project from it. */
export type ListKind = 'projects' | 'templates' | 'examples';

export interface ProjectListDefinition {
  path: string;
  /** i18n key (host namespace) of the header text. */
  titleKey: HostMessageKey;
  /** The list's scope on GET /api/projects.json. */
  scope: ListScope;
  kind: ListKind;
  /** Only company admins and system admins may see it (the server answers 403 to others). */
  adminOnly?: boolean;
}

/** The four home lists of screens-and-editor.md §2, in navigation order. */
export const PROJECT_LISTS: readonly ProjectListDefinition[] = [
  { path: '/recently-viewed', titleKey: 'lists.recentlyViewed', scope: 'recently_viewed', kind: 'projects' },
  { path: '/favorites', titleKey: 'lists.favorites', scope: 'favorites', kind: 'projects' },
  { path: '/my-projects', titleKey: 'lists.myProjects', scope: 'my_projects', kind: 'projects' },
  { path: '/all-projects', titleKey: 'lists.allProjects', scope: 'all_projects', kind: 'projects' },
];

/** Templates and examples, published and (for admins) unpublished. */
export const LIBRARY_LISTS: readonly ProjectListDefinition[] = [
  { path: '/templates', titleKey: 'lists.templates', scope: 'templates', kind: 'templates' },
  {
    path: '/unpublished-templates',
    titleKey: 'lists.unpublishedTemplates',
    scope: 'unpublished_templates',
    kind: 'templates',
    adminOnly: true,
  },
  { path: '/examples', titleKey: 'lists.examples', scope: 'examples', kind: 'examples' },
  {
    path: '/unpublished-examples',
    titleKey: 'lists.unpublishedExamples',
    scope: 'unpublished_examples',
    kind: 'examples',
    adminOnly: true,
  },
];

/** /teams/:roleId: the projects a team can see; no label filter there (spec §2). */
export const TEAM_LIST: ProjectListDefinition = {
  path: '/teams/:roleId',
  titleKey: 'lists.team',
  scope: 'team',
  kind: 'projects',
};
