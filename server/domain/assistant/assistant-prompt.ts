/** The messages sent to the model: the instructions with the subject's content, the conversation so far, the question. */
import type { AssistantMessage } from '../../../core/domain/assistant-types';
import type { ChatMessage } from '../language-models/openai-client';

/** The most earlier messages sent again with a question (the oldest are left out first). */
export const ASSISTANT_HISTORY_MESSAGES = 20;

export const ASSISTANT_INSTRUCTIONS =
  'You are the assistant of Tessera, a tool where teams model their projects in modules (lists, canvases, diagrams, ' +
  'checklists, texts). Answer about the content below, briefly and concretely, in the language of the question. ' +
  'Use Markdown for structure. You cannot change the content yourself; say what the user could change.';

export function chatPrompt(context: string, history: readonly AssistantMessage[]): ChatMessage[] {
  return [
    { role: 'system', content: `${ASSISTANT_INSTRUCTIONS}\n\nThe content:\n${context}` },
    ...history.slice(-ASSISTANT_HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content })),
  ];
}
