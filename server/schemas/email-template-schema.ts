/** JSON Schemas of the mail template calls of system admins and company admins. */
import { Type } from 'typebox';
import { EMAIL_TEMPLATE_KEYS } from '../mail/default-templates';

const KeySchema = Type.Enum([...EMAIL_TEMPLATE_KEYS]);
const SubjectSchema = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const BodySchema = Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S' });

export const EmailTemplateSchema = Type.Object({
  key: KeySchema,
  description: Type.String(),
  variables: Type.Array(Type.String()),
  subject: Type.String(),
  body: Type.String(),
  source: Type.Enum(['company', 'system', 'default']),
});

/** Either subject and body, or reset: true (checked by the domain: one schema, as removeAdditional and a union do not mix). */
export const EmailTemplateUpdateSchema = Type.Object({
  key: KeySchema,
  subject: Type.Optional(SubjectSchema),
  body: Type.Optional(BodySchema),
  reset: Type.Optional(Type.Boolean()),
});

export const EmailTemplateDraftSchema = Type.Object({ key: KeySchema, subject: Type.String({ maxLength: 200 }), body: Type.String({ maxLength: 10_000 }) });

export const EmailTemplatePreviewSchema = Type.Object({ subject: Type.String(), text: Type.String(), html: Type.String() });
