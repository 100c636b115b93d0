import { Type } from 'typebox';
import type { CurrentUser } from '../../core/domain/api-types';
import { INTERFACE_LANGUAGES } from '../../core/domain/interface-languages';
import type { UserRow } from '../auth/auth-context';
import { companyRoleOf } from '../auth/company-role-of';

export const CurrentUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  language: Type.String(),
  company_id: Type.Integer(),
  company_role: Type.Union([Type.Literal('admin'), Type.Literal('member'), Type.Literal('reader')]),
  profile_image: Type.Union([Type.String(), Type.Null()]),
  restricted: Type.Boolean(),
  system_admin: Type.Boolean(),
  shared_user: Type.Boolean(),
  accepted_eula: Type.Boolean(),
  viewed_intro_tour: Type.Boolean(),
  viewed_landing_tour: Type.Boolean(),
  valid_notifications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      created_at: Type.String(),
      page_name: Type.String(),
      title: Type.String(),
      content: Type.String(),
      image: Type.Object({ url: Type.Union([Type.String(), Type.Null()]) }),
    }),
  ),
});

/** Fields a user may change on themself; other fields the client sends along are ignored. */
export const CurrentUserUpdateSchema = Type.Object({
  id: Type.Optional(Type.Integer({ description: "Must be the caller's own id when sent." })),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  language: Type.Optional(Type.String({ enum: INTERFACE_LANGUAGES.map(({ code }) => code), description: 'An interface language code.' })),
  accepted_eula: Type.Optional(Type.Boolean()),
  viewed_intro_tour: Type.Optional(Type.Boolean()),
  viewed_landing_tour: Type.Optional(Type.Boolean()),
});

export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    company_id: user.company_id,
    company_role: companyRoleOf(user.company_role),
    profile_image: user.profile_image,
    restricted: user.restricted,
    system_admin: user.system_admin,
    // An account is never a shared user: share-link visitors have no account.
    shared_user: false,
    accepted_eula: user.accepted_eula,
    viewed_intro_tour: user.viewed_intro_tour,
    viewed_landing_tour: user.viewed_landing_tour,
    valid_notifications: [],
  };
}
