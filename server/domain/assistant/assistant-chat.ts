/**
 * A question to the assistant and its streamed answer. Everything that can refuse happens before the stream
 * starts (access, a model, the budget), so refusals are ordinary JSON errors; then the question is stored, the
 * answer streamed piece by piece and stored when complete. When the user stops (the request closes), the
 * upstream call is cancelled and what came so far is stored marked as stopped (nothing when nothing came).
 */
import type { FastifyInstance } from 'fastify';
import { ASSISTANT_ERROR_CODES, type AssistantMessageCreate, type AssistantStreamEvent } from '../../../core/domain/assistant-types';
import type { AuthContext } from '../../auth/auth-context';
import { ApiError } from '../../errors';
import { llmCallApiError } from '../language-models/llm-call-errors';
import { assertWithinBudget, recordLlmCall, type LlmCaller } from '../language-models/llm-usage';
import { chooseModel, type ChosenModel } from '../language-models/model-choice';
import { estimateTokens, LlmCallError, streamChat, type ChatMessage, type TokenUsage } from '../language-models/openai-client';
import { chatPrompt } from './assistant-prompt';
import { resolveSubject, subjectContext, type ResolvedSubject } from './assistant-subject';
import { appendMessage, conversationMessages } from './conversations';

export interface PreparedChat {
  subject: ResolvedSubject;
  model: ChosenModel;
  caller: LlmCaller;
  messages: ChatMessage[];
}

export function notConfigured(): ApiError {
  return new ApiError(409, ASSISTANT_ERROR_CODES.notConfigured, 'No language model is set up for your company. A system admin adds one on the language models page (or sets TESSERA_CHATBOT_URL).');
}

/** The caller's chat model within budget, or the refusal (409 not configured, 429 budget exhausted). */
export async function chatModelFor(app: FastifyInstance, companyId: number): Promise<ChosenModel> {
  const model = await chooseModel(app, companyId, 'chat');
  if (!model) throw notConfigured();
  await assertWithinBudget(app.db, companyId, model);
  return model;
}

export async function prepareChat(app: FastifyInstance, auth: AuthContext, body: AssistantMessageCreate): Promise<PreparedChat> {
  const subject = await resolveSubject(app, auth, body);
  const companyId = subject.project.company_id;
  const model = await chatModelFor(app, companyId);
  const [context, history] = await Promise.all([subjectContext(app, subject), conversationMessages(app.db, auth.user.id, subject)]);
  const question = await appendMessage(app.db, auth.user.id, subject, { role: 'user', content: body.content });
  return {
    subject,
    model,
    caller: { companyId, userId: auth.user.id, projectId: subject.project.id, moduleId: subject.module?.id ?? null },
    messages: chatPrompt(context, [...history, question]),
  };
}

/** The answer's events; stops (storing what came, marked stopped) when `signal` aborts. */
export async function* answerChat(app: FastifyInstance, chat: PreparedChat, signal: AbortSignal): AsyncGenerator<AssistantStreamEvent> {
  const started = performance.now();
  let answer = '';
  let usage: TokenUsage | null = null;
  try {
    for await (const part of streamChat(chat.model.endpoint, chat.messages, { signal, timeoutMs: app.config.llmTimeoutMs })) {
      if (part.kind === 'usage') usage = part.usage;
      else {
        answer += part.text;
        yield { type: 'delta', text: part.text };
      }
    }
  } catch (error) {
    if (!(error instanceof LlmCallError)) throw error;
    if (error.failure === 'aborted') {
      await recordLlmCall(app.db, chat.caller, chat.model, 'chat', { tokens_in: estimateTokens(chat.messages.map((m) => m.content).join('\n')), tokens_out: estimateTokens(answer) }, performance.now() - started);
      if (answer !== '') await appendMessage(app.db, chat.caller.userId, chat.subject, { role: 'assistant', content: answer, stopped: true });
      return;
    }
    const apiError = llmCallApiError(error);
    yield { type: 'error', code: apiError.error, message: apiError.message };
    return;
  }
  await recordLlmCall(app.db, chat.caller, chat.model, 'chat', usage ?? { tokens_in: 0, tokens_out: 0 }, performance.now() - started);
  const message = await appendMessage(app.db, chat.caller.userId, chat.subject, { role: 'assistant', content: answer });
  yield { type: 'done', message };
}
