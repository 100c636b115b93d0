/**
 * The AI assistant (screens-and-editor.md §2): status, the caller's conversation about a module or a project
 * page, a question answered as a server-sent event stream, and suggestions. Signed-in users with read access
 * to what they ask about; refusals before the stream starts are ordinary JSON errors.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { AssistantStreamEvent } from '../../core/domain/assistant-types';
import { RELEASE_VERSION_HEADER } from '../../core/domain/http-conventions';
import { requireSignedInUser } from '../auth/auth-context';
import { answerChat, prepareChat } from '../domain/assistant/assistant-chat';
import { assistantStatus } from '../domain/assistant/assistant-status';
import { resolveSubject } from '../domain/assistant/assistant-subject';
import { clearConversation, conversationMessages } from '../domain/assistant/conversations';
import { suggest } from '../domain/assistant/suggestions';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AssistantConversationSchema,
  AssistantMessageCreateSchema,
  AssistantStatusSchema,
  AssistantSubjectQuerySchema,
  AssistantSuggestionRequestSchema,
  AssistantSuggestionsSchema,
} from '../schemas/llm-model-schema';

const tags = ['assistant'];
const BASE = '/assistant';

/** Starts the event stream on the raw response (headers the hooks would add are written here: the reply is hijacked). */
function openEventStream(reply: FastifyReply, releaseTag: string): (event: AssistantStreamEvent) => void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    [RELEASE_VERSION_HEADER]: releaseTag,
  });
  return (event) => {
    if (!reply.raw.writableEnded) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
}

const assistant: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms(`${BASE}/status.json`)) {
    app.get(url, {
      schema: { tags, summary: 'Whether a chat and an embeddings model reach the caller\'s company, and its monthly token budget', querystring: AssistantSubjectQuerySchema, response: { 200: AssistantStatusSchema, ...errorResponses }, hide },
    }, async (request) => assistantStatus(app, requireSignedInUser(request), request.query));
  }

  for (const { url, hide } of routeForms(`${BASE}/conversation.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The caller\'s conversation about a module or a project page, oldest first', querystring: AssistantSubjectQuerySchema, response: { 200: AssistantConversationSchema, ...errorResponses }, hide },
    }, async (request) => {
      const auth = requireSignedInUser(request);
      const subject = await resolveSubject(app, auth, request.query);
      return { messages: await conversationMessages(app.db, auth.user.id, subject) };
    });
    app.delete(url, {
      schema: { tags, summary: 'Start the conversation over', querystring: AssistantSubjectQuerySchema, response: { 204: Type.Null(), ...errorResponses }, hide },
    }, async (request, reply) => {
      const auth = requireSignedInUser(request);
      await clearConversation(app.db, auth.user.id, await resolveSubject(app, auth, request.query));
      return reply.status(204).send(null);
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/messages.json`)) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Ask the assistant: text/event-stream of `data: {"type":"delta"|"done"|"error",...}`; closing the request stops the answer and keeps what came, marked stopped',
        body: AssistantMessageCreateSchema,
        response: { ...errorResponses },
        hide,
      },
    }, async (request, reply) => {
      const chat = await prepareChat(app, requireSignedInUser(request), request.body);
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const send = openEventStream(reply, app.config.releaseTag);
      try {
        for await (const event of answerChat(app, chat, stop.signal)) send(event);
      } catch (error) {
        request.log.error({ err: error }, 'The assistant\'s answer failed.');
        send({ type: 'error', code: 'internal_error', message: 'The answer failed on the server. Try again.' });
      }
      reply.raw.end();
    });
  }

  for (const { url, hide } of routeForms(`${BASE}/suggestions.json`)) {
    app.post(url, {
      schema: { tags, summary: 'Suggestions about a module (risks, user stories, a summary, next steps of a process); nothing is written', body: AssistantSuggestionRequestSchema, response: { 200: AssistantSuggestionsSchema, ...errorResponses }, hide },
    }, async (request) => suggest(app, requireSignedInUser(request), request.body));
  }
};

export default assistant;
