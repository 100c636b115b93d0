/** Request and answer shapes of the public identity calls (accepting invitations, password resets). */
import { Type } from 'typebox';

/** A one-time link's token as mailed: 32 random bytes in base64url (43 characters); a little room for odd input. */
export const LinkTokenSchema = Type.String({ minLength: 1, maxLength: 200 });

export const LinkTokenParamsSchema = Type.Object({ token: LinkTokenSchema });

export const NewPasswordSchema = Type.String({ minLength: 1, maxLength: 1000 });

export const InvitationSchema = Type.Object({
  email: Type.String(),
  name: Type.String({ description: 'The name the admin entered; the person may change it when accepting.' }),
  company_name: Type.String(),
});

export const AcceptInvitationBodySchema = Type.Object({
  token: LinkTokenSchema,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  password: NewPasswordSchema,
});

export const RenewInvitationBodySchema = Type.Object(
  {
    token: Type.Optional(LinkTokenSchema),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  },
  { description: 'The old invitation link\'s token, or the invited email address.' },
);

export const PasswordResetRequestBodySchema = Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) });

export const PasswordResetSchema = Type.Object({ email: Type.String({ description: 'The account the link is for.' }) });

export const CompletePasswordResetBodySchema = Type.Object({ token: LinkTokenSchema, password: NewPasswordSchema });

/** The answer of a call that may send a mail: the same words whether or not it did. */
export const MailRequestAnswerSchema = Type.Object({ message: Type.String() });
