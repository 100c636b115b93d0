import type { ComponentType } from 'react';
import type { Project, ProjectModule } from '../core/domain/api-types';

/** What the host hands a module view. `readOnly` already folds in lock and permissions. */
export interface ModuleViewProps {
  project: Project;
  module: ProjectModule;
  readOnly: boolean;
}

export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;
