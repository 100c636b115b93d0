import { serviceToken, type ServiceToken } from './service-token';
import type { Action } from '../domain/permissions';
import type { Project, ProjectModule } from '../domain/api-types';

/** core/domain's permission rules applied to the current user and company, for what the client shows. */
export const PermissionService: ServiceToken<PermissionService> = serviceToken<PermissionService>('PermissionService');
export interface PermissionService {
  canProject(project: Pick<Project, 'entity_type' | 'permissions'> | null | undefined, action: Action): boolean;
  canModule(
    project: Pick<Project, 'entity_type' | 'permissions'> | null | undefined,
    module: Pick<ProjectModule, 'locked' | 'permissions'> | null | undefined,
    action: Action,
  ): boolean;
}
