/**
 * One-shot suggestions about a module (suggest risks, draft user stories, summarise, suggest the next steps
 * of a process): the model is asked for a JSON object and its answer read defensively. Nothing is written:
 * the panel adds what the user accepts through the ordinary save path.
 */
import type { FastifyInstance } from 'fastify';
import type { AssistantAction, AssistantSuggestionRequest, AssistantSuggestions } from '../../../core/domain/assistant-types';
import type { AuthContext } from '../../auth/auth-context';
import { unprocessable } from '../../errors';
import { answeringLlmErrors } from '../language-models/llm-call-errors';
import { recordLlmCall } from '../language-models/llm-usage';
import { completeChat } from '../language-models/openai-client';
import { chatModelFor } from './assistant-chat';
import { ASSISTANT_INSTRUCTIONS } from './assistant-prompt';
import { resolveSubject, subjectContext } from './assistant-subject';
import { MAX_SUGGESTED_ITEMS, parseSuggestions } from './suggestion-answer';

const ITEM = '{"name": "...", "description": "..."%FIELDS%}';

const TASKS: Record<AssistantAction, string> = {
  suggest_risks: `Suggest risks this content does not list yet. Answer {"items": [${ITEM}, ...]}.`,
  draft_user_stories: `Draft user stories ("As a ..., I want ..., so that ...") from this content. Answer {"items": [${ITEM}, ...]} with the story as the name.`,
  summarise: 'Summarise this content in a few sentences. Answer {"summary": "...", "items": []}.',
  suggest_next_steps:
    'Suggest the next steps of this process, each a shape added after an existing element. Answer {"items": [{"name": "...", "description": "...", ' +
    '"shape": "task" | "event" | "gateway", "follows": "<the exact name of the existing element it comes after>"}, ...]}.',
};

function taskOf(action: AssistantAction, fieldNames: readonly string[]): string {
  const fields = fieldNames.length > 0 ? `, "fields": {${fieldNames.map((n) => `"${n}": ...`).join(', ')}}` : '';
  return `${TASKS[action].replace('%FIELDS%', fields)} At most ${MAX_SUGGESTED_ITEMS} items. Answer with the JSON object only.`;
}

export async function suggest(app: FastifyInstance, auth: AuthContext, request: AssistantSuggestionRequest): Promise<AssistantSuggestions> {
  const subject = await resolveSubject(app, auth, { moduleId: request.moduleId });
  const module = subject.module!;
  const manifest = app.moduleRegistry.moduleTypeByKey(module.type_key)?.manifest;
  if (request.action === 'suggest_next_steps' && manifest?.family !== 'diagram') {
    throw unprocessable([{ field: 'action', code: 'notAnOption', message: 'Next steps are suggested for a process diagram only.' }]);
  }
  const companyId = subject.project.company_id;
  const model = await chatModelFor(app, companyId);
  // Suggested risks become items of this list: ask for its own fields by name.
  const fieldNames = request.action === 'suggest_risks' && manifest?.list ? manifest.list.fields.slice(1).map((f) => f.name) : [];
  const context = await subjectContext(app, subject);
  const started = performance.now();
  const answer = await answeringLlmErrors(() =>
    completeChat(model.endpoint, [
      { role: 'system', content: `${ASSISTANT_INSTRUCTIONS}\n\nThe content:\n${context}` },
      { role: 'user', content: taskOf(request.action, fieldNames) },
    ], { json: true, timeoutMs: app.config.llmTimeoutMs }),
  );
  await recordLlmCall(app.db, { companyId, userId: auth.user.id, projectId: subject.project.id, moduleId: module.id }, model, 'chat', answer.usage, performance.now() - started);
  return parseSuggestions(answer.text, request.action, fieldNames);
}
