/** JSON Schemas of the system settings: GET /api/system, /api/terms.json and /api/admin/systems.json. */
import { Type } from 'typebox';

export const SystemInfoSchema = Type.Object({
  system_title: Type.String(),
  support_email: Type.String(),
  eula_link: Type.String(),
  favicon_image: Type.Union([Type.String(), Type.Null()]),
  browser_tab_text: Type.String(),
  show_application_tours: Type.Boolean(),
});

export const SystemSettingsSchema = Type.Object({ ...SystemInfoSchema.properties, terms_text: Type.String() });

export const TermsSchema = Type.Object({ system_title: Type.String(), terms_text: Type.String() });

/** A path on this site (not `//host`) or an https URL. */
const LINK_PATTERN = '^(/(?!/)\\S*|https://\\S+)$';

export const SystemSettingsUpdateSchema = Type.Object(
  {
    system_title: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    support_email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    eula_link: Type.Optional(Type.String({ maxLength: 2000, pattern: LINK_PATTERN, description: 'A path such as /terms, or an https URL.' })),
    browser_tab_text: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    show_application_tours: Type.Optional(Type.Boolean()),
    terms_text: Type.Optional(Type.String({ maxLength: 100_000 })),
  },
  { additionalProperties: false, description: 'The favicon changes only through upload_image and remove_image.' },
);
