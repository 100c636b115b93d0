/**
 * Password reset: asking for a link by email (public; the same answer and time whether or not the
 * account exists), what a link is for, and setting the new password, which ends every session of the
 * account. A signed-in user can ask for a link to their own address too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { attemptWithLink, countAttempt, identityThrottles } from '../domain/identity/identity-throttles';
import { completePasswordReset, describePasswordReset, resetRecipient, sendPasswordReset } from '../domain/identity/password-reset';
import { backgroundMail } from '../mail/background-mail';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  CompletePasswordResetBodySchema,
  LinkTokenParamsSchema,
  MailRequestAnswerSchema,
  PasswordResetRequestBodySchema,
  PasswordResetSchema,
} from '../schemas/identity-schema';

const tags = ['auth'];

const passwordResets: FastifyPluginAsyncTypebox = async (app) => {
  const throttles = identityThrottles(app);
  const sendLater = backgroundMail(app);

  for (const { url, hide } of routeForms('/password_resets.json')) {
    app.post(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'Ask for a password reset link by email; always the same 202 answer',
        body: PasswordResetRequestBodySchema,
        response: { 202: MailRequestAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { email } = request.body;
      await countAttempt(throttles.mailRequests, email, request.ip);
      // Known or not, the answer goes after the same lookup: the link is made and mailed afterwards.
      const recipient = await resetRecipient(app.db, email);
      if (recipient) sendLater(() => sendPasswordReset(app, recipient));
      reply.code(202);
      return { message: 'If an account uses this address, a mail with a link to set a new password is on its way. The link works for 1 hour.' };
    });
  }

  for (const { url, hide } of routeForms('/password_resets/complete.json')) {
    app.post(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the account and does not sign in',
        body: CompletePasswordResetBodySchema,
        response: { 200: Type.Object({ password_changed: Type.Boolean() }), ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { token, password } = request.body;
      await attemptWithLink(throttles.links, token, request.ip, () => completePasswordReset(app.db, token, password));
      return { password_changed: true };
    });
  }

  for (const { url, hide } of routeForms('/password_resets/:token.json')) {
    app.get(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'The account a reset link is for: 404 unknown, 410 expired or used (the error code says which)',
        params: LinkTokenParamsSchema,
        response: { 200: PasswordResetSchema, ...errorResponses },
        hide,
      },
    }, (request) => describePasswordReset(app.db, request.params.token));
  }

  for (const { url, hide } of routeForms('/current_user/request_password_reset.json')) {
    // A GET that sends a mail (the spec's path), so it needs the anti-forgery header like a POST.
    app.get(url, {
      config: { xsrf: true },
      schema: {
        tags,
        summary: 'Mail the signed-in user a link to set a new password',
        response: { 202: MailRequestAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { user } = requireSignedInUser(request);
      await countAttempt(throttles.mailRequests, user.email, request.ip);
      await sendPasswordReset(app, { id: user.id, email: user.email, name: user.name, company_id: user.company_id });
      reply.code(202);
      return { message: `A link to set a new password is on its way to ${user.email}. It works for 1 hour.` };
    });
  }
};

export default passwordResets;
