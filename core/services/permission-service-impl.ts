import { inject, injectable } from 'inversify';
import type { Project, ProjectModule } from '../domain/api-types';
import { canAccessModule, canAccessProject, type Action, type ProjectAccessInput } from '../domain/permissions';
import { CurrentCompanyStore } from './current-company-store';
import { CurrentUserStore } from './current-user-store';
import type { PermissionService } from './permission-service';

type ProjectLike = Pick<Project, 'entity_type' | 'permissions'> | null | undefined;
type ModuleLike = Pick<ProjectModule, 'locked' | 'permissions'> | null | undefined;

@injectable()
export class PermissionServiceImpl implements PermissionService {
  constructor(
    @inject(CurrentUserStore) private readonly users: CurrentUserStore,
    @inject(CurrentCompanyStore) private readonly companies: CurrentCompanyStore,
  ) {}

  canProject(project: ProjectLike, action: Action): boolean {
    return canAccessProject(this.projectInput(project), action);
  }

  /** The shared rule, and the module's own flags from the API as well: the server's word on the module wins. */
  canModule(project: ProjectLike, module: ModuleLike, action: Action): boolean {
    return canAccessModule({ ...this.projectInput(project), module }, action) && module?.permissions?.[action] === true;
  }

  private projectInput(project: ProjectLike): ProjectAccessInput {
    return {
      user: this.users.user,
      companyPermissions: this.companies.company?.permissions,
      project,
      projectPermissions: project?.permissions,
    };
  }
}
