/**
 * Changing one's email address: GET /api/current_user/email_change.json (the address waiting for
 * confirmation), POST /api/current_user/change_email.json (new address + current password; mails a link to
 * the new address) and the public POST /api/current_user/confirm_email.json (the link's token), which works
 * in any browser, signed in or not: the token is the proof.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { assertCurrentPassword } from '../auth/current-password';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from '../domain/profile/email-change';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { ChangeEmailBodySchema, ConfirmEmailBodySchema, EmailConfirmedSchema, PendingEmailChangeSchema } from '../schemas/profile-schemas';

const tags = ['current user'];

const currentUserEmail: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/current_user/email_change.json')) {
    app.get(url, {
      schema: { tags, summary: 'The new email address waiting for confirmation, if any', response: { 200: PendingEmailChangeSchema, ...errorResponses }, hide },
    }, async (request) => pendingEmailChange(app.db, requireSignedInUser(request).user.id));
  }

  for (const { url, hide } of routeForms('/current_user/change_email.json')) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Change your email: needs the current password; mails a confirmation link (24 hours) to the new address, which takes effect once confirmed',
        body: ChangeEmailBodySchema,
        response: { 200: PendingEmailChangeSchema, ...errorResponses },
        hide,
      },
    }, async (request) => {
      const { user } = requireSignedInUser(request);
      await assertCurrentPassword(app, request, user.id, request.body.current_password);
      return requestEmailChange(app, user, request.body.email);
    });
  }

  for (const { url, hide } of routeForms('/current_user/confirm_email.json')) {
    app.post(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'Confirm a new email address with the token of the mailed link (public: the token is the proof)',
        body: ConfirmEmailBodySchema,
        response: { 200: EmailConfirmedSchema, ...errorResponses },
        hide,
      },
    }, async (request) => confirmEmailChange(app.db, request.body.token));
  }
};

export default currentUserEmail;
