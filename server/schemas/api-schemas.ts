/** TypeBox schemas of shapes several route files answer (core/domain/api-types.ts, as JSON Schema). */
import { Type } from 'typebox';
import { FIELD_FAILURE_CODES } from '../../core/domain/field-failures';
import { SERVER_FAILURE_CODES } from '../../core/domain/server-failures';

export const PermissionFlagsSchema = Type.Object({
  read: Type.Boolean(),
  write: Type.Boolean(),
  admin: Type.Boolean(),
});

export const ApiErrorSchema = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    statusCode: Type.Integer(),
    code: Type.Optional(Type.Enum([...SERVER_FAILURE_CODES], { description: 'Why it was refused, for a message in the user\'s language.' })),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { description: 'The values that message puts in.' })),
    fields: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String(),
          message: Type.String(),
          code: Type.Optional(Type.Enum([...FIELD_FAILURE_CODES], { description: 'Why the field failed, for a message in the user\'s language.' })),
          params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { description: 'The values that message puts in.' })),
        }),
      ),
    ),
    location: Type.Optional(Type.String({ description: '402: the page where the caller can resolve it.' })),
  },
  { description: 'Every error answer: 401 not signed in, 403 not allowed, 404 unknown, 422 with the failing fields.' },
);

/** Add to a route's response schemas to document the error shape: `response: { 200: X, ...errorResponses }`. */
export const errorResponses = { '4xx': ApiErrorSchema } as const;

export const AccessTokenAnswerSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
});
