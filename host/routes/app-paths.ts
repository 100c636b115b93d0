import type { PluginDefinition } from '../../sdk/plugin';
import { embedSegmentOf } from '../registry/plugin-registry';

/** Paths of the pages a user moves between; ids are kept as given (an access id stays an access id). */
export const projectPath = (projectId: string | number) => `/projects/${encodeURIComponent(projectId)}`;

/** The project's tags: its tag registry, which no module kind shows. */
export const projectTagsPath = (projectId: string | number) => `${projectPath(projectId)}/tags`;

export const modulePath = (plugin: PluginDefinition, projectId: string | number, moduleId: string | number) =>
  `${projectPath(projectId)}/${plugin.manifest.segment}/${encodeURIComponent(moduleId)}`;

export const embedPath = (plugin: PluginDefinition, projectId: string | number, moduleId: string | number) =>
  `/embed/projects/${encodeURIComponent(projectId)}/${embedSegmentOf(plugin)}/${encodeURIComponent(moduleId)}`;
