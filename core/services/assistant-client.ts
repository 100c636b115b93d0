import type {
  AssistantAction,
  AssistantMessage,
  AssistantStatus,
  AssistantStreamEvent,
  AssistantSubject,
  AssistantSuggestions,
} from '../domain/assistant-types';
import { serviceToken, type ServiceToken } from './service-token';

/**
 * The AI assistant's calls: status, the conversation about a module or project, a question whose answer
 * streams in, and suggestions for a module. Failures reject with HttpError as the HTTP client's do.
 */
export const AssistantClient: ServiceToken<AssistantClient> = serviceToken<AssistantClient>('AssistantClient');
export interface AssistantClient {
  status(subject: AssistantSubject, signal?: AbortSignal): Promise<AssistantStatus>;
  conversation(subject: AssistantSubject, signal?: AbortSignal): Promise<AssistantMessage[]>;
  clearConversation(subject: AssistantSubject): Promise<void>;
  /** Asks `content`; `onEvent` gets each delta, then the stored answer (done) or an error. Abort `signal` to stop. */
  ask(subject: AssistantSubject, content: string, onEvent: (event: AssistantStreamEvent) => void, signal?: AbortSignal): Promise<void>;
  suggest(moduleId: number, action: AssistantAction, signal?: AbortSignal): Promise<AssistantSuggestions>;
}
