/** Bodies and answers of the profile page's calls under /api/current_user. */
import { Type } from 'typebox';

export const AccountSessionSchema = Type.Object({
  id: Type.Integer(),
  browser: Type.Union([Type.String(), Type.Null()]),
  os: Type.Union([Type.String(), Type.Null()]),
  device: Type.String(),
  created_at: Type.String(),
  last_seen_at: Type.Union([Type.String(), Type.Null()]),
  current: Type.Boolean({ description: 'The session of this request ("this device").' }),
});

export const SessionIdParamsSchema = Type.Object({ id: Type.Integer() });

export const SessionsEndedSchema = Type.Object({ ended: Type.Boolean() });

export const PendingEmailChangeSchema = Type.Object({
  new_email: Type.Union([Type.String(), Type.Null()], { description: 'The address waiting for confirmation, or null.' }),
  expires_at: Type.Union([Type.String(), Type.Null()]),
});

const password = Type.String({ minLength: 1, maxLength: 1000 });

export const ChangeEmailBodySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 320 }),
  current_password: password,
});

export const ConfirmEmailBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const EmailConfirmedSchema = Type.Object({ email: Type.String() });

export const ChangePasswordBodySchema = Type.Object({
  current_password: password,
  password,
});

export const AccountDeletionPlanSchema = Type.Object({
  projects_created: Type.Integer(),
  projects_pass_to: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  refusal: Type.Union([Type.String(), Type.Null()]),
  refusal_code: Type.Union([Type.String(), Type.Null()]),
});

export const DeleteAccountBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320, description: 'The account’s email, typed to confirm.' }),
  current_password: password,
});

export const AccountDeletedSchema = Type.Object({ deleted: Type.Boolean() });
