import type { Project, ProjectModule, Section } from '../../../core/domain/api-types';
import type { HttpClient, RequestOptions } from '../../../core/services/http-client';
import { MODULE_STATUSES_PATH, projectApi, type ModuleExtras, type NamedStatus, type ProjectExtras } from '../../components/workspace-api';

export type WorkspaceProject = Project & ProjectExtras;
export type WorkspaceModule = ProjectModule & ModuleExtras;

export interface ProjectData {
  project: WorkspaceProject;
  sections: Section[];
  modules: WorkspaceModule[];
  statuses: NamedStatus[];
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** Everything the project page draws, in four parallel calls (one for all the module cards). */
export async function loadProjectData(http: HttpClient, projectId: number, options: RequestOptions = {}): Promise<ProjectData> {
  const api = projectApi(projectId);
  const [project, sections, modules, statuses] = await Promise.all([
    http.get<WorkspaceProject>(api.project, options),
    http.get<Section[]>(api.sections, options),
    http.get<WorkspaceModule[]>(api.modules, options),
    // Statuses only label the cards: a server without them still shows the project.
    http.get<NamedStatus[]>(MODULE_STATUSES_PATH, { ...options, skipStatusHandling: true }).catch(() => []),
  ]);
  return { project, sections: [...sections].sort(byPosition), modules: [...modules].sort(byPosition), statuses };
}

/**
 * The project page's data, asked for by the route's loader while the route guards still run, so the page
 * does not wait for the guards, its chunk and its first render before it starts loading. Quiet: the
 * requests skip the shell's status handling (the guards decide where a refused visitor goes), and a
 * failed prefetch is simply not used: the page then loads as usual.
 */
export class ProjectDataPrefetch {
  private readonly pending = new Map<number, Promise<ProjectData>>();

  start(load: () => Promise<ProjectData>, projectId: number): void {
    const promise = load();
    promise.catch(() => undefined);
    this.pending.set(projectId, promise);
  }

  /** The prefetched data for this project, once; null when there is none or it failed. */
  async take(projectId: number): Promise<ProjectData | null> {
    const promise = this.pending.get(projectId);
    this.pending.delete(projectId);
    return promise ? promise.catch(() => null) : null;
  }
}
