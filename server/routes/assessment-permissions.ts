/**
 * /api/assessments/{assessmentId}/user_permissions and role_permissions: list and get (anyone who may read the
 * assessment), create, update and destroy (its admins). Read answers, write builds, admin sees responses and permissions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { assessmentPermissionRows } from '../domain/assessments/assessment-permissions';
import { registerItemPermissionRoutes } from '../item-permission-routes';
import { AssessmentRolePermissionSchema, AssessmentUserPermissionSchema } from '../schemas/assessment-schema';

const assessmentPermissions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));
  registerItemPermissionRoutes(app, {
    rows: assessmentPermissionRows,
    itemParam: 'assessmentId',
    noun: 'assessment',
    tags: ['assessments'],
    rowSchemas: { user_permissions: AssessmentUserPermissionSchema, role_permissions: AssessmentRolePermissionSchema },
  }, '/assessments/:assessmentId');
};

export default assessmentPermissions;
