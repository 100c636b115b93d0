/**
 * Invitations, from the invited person's side (public: they have no session yet): what a link invites to,
 * accepting it (which signs them in like a password sign-in), and asking for a new one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertMaySignIn, startSignedInSession } from '../auth/sign-in-session';
import { acceptInvitation, describeInvitation } from '../domain/identity/invitation-acceptance';
import { sendInvitation } from '../domain/identity/invitation-mail';
import { invitedUserToRenew, RENEWED_INVITATION_INVITER } from '../domain/identity/invitation-renewal';
import { attemptWithLink, countAttempt, identityThrottles } from '../domain/identity/identity-throttles';
import { unprocessable } from '../errors';
import { backgroundMail } from '../mail/background-mail';
import { routeForms } from '../route-forms';
import { AccessTokenAnswerSchema, errorResponses } from '../schemas/api-schemas';
import {
  AcceptInvitationBodySchema,
  InvitationSchema,
  LinkTokenParamsSchema,
  MailRequestAnswerSchema,
  RenewInvitationBodySchema,
} from '../schemas/identity-schema';

const tags = ['auth'];

const invitations: FastifyPluginAsyncTypebox = async (app) => {
  const throttles = identityThrottles(app);
  const sendLater = backgroundMail(app);

  for (const { url, hide } of routeForms('/invitations/accept.json')) {
    app.post(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'Accept an invitation with a name and password: activates the account and signs in (like POST /api/oauth/sessions.json)',
        body: AcceptInvitationBodySchema,
        response: { 200: AccessTokenAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { token, name, password } = request.body;
      const userId = await attemptWithLink(throttles.links, token, request.ip, () => acceptInvitation(app.db, token, { name, password }));
      await assertMaySignIn(app.db, userId);
      return startSignedInSession(app, request, reply, userId);
    });
  }

  for (const { url, hide } of routeForms('/invitations/renewals.json')) {
    app.post(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'Ask for a new invitation by an old link or the invited email; always the same 202 answer',
        body: RenewInvitationBodySchema,
        response: { 202: MailRequestAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const { token, email } = request.body;
      const named = token ?? email;
      if (!named) throw unprocessable([{ field: 'token', code: 'required', message: 'Give the invitation link or the invited email address.' }]);
      await countAttempt(throttles.mailRequests, named, request.ip);
      const userId = await invitedUserToRenew(app.db, { token, email });
      if (userId !== null) sendLater(() => sendInvitation(app, userId, RENEWED_INVITATION_INVITER));
      reply.code(202);
      return { message: 'If this invitation is still waiting to be accepted, a new invitation is on its way to the invited address.' };
    });
  }

  for (const { url, hide } of routeForms('/invitations/:token.json')) {
    app.get(url, {
      config: { public: true },
      schema: {
        tags,
        summary: 'What an invitation link invites to: 404 unknown, 410 expired or used (the error code says which)',
        params: LinkTokenParamsSchema,
        response: { 200: InvitationSchema, ...errorResponses },
        hide,
      },
    }, (request) => describeInvitation(app.db, request.params.token));
  }
};

export default invitations;
