import { inject, injectable } from 'inversify';
import {
  ASSISTANT_API_PATHS,
  type AssistantAction,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantStatus,
  type AssistantStreamEvent,
  type AssistantSubject,
  type AssistantSuggestions,
} from '../domain/assistant-types';
import { postEventStream } from '../http/post-event-stream';
import { TokenRefresher } from '../http/token-refresher';
import type { AssistantClient } from './assistant-client';
import { HttpClient, HttpError } from './http-client';
import { Session } from './session';

const HTTP_UNAUTHORIZED = 401;

/** The query naming what a conversation is about. */
function subjectParams({ moduleId, projectId }: AssistantSubject): Record<string, number | undefined> {
  return moduleId !== undefined ? { moduleId } : { projectId };
}

@injectable()
export class AssistantClientImpl implements AssistantClient {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(Session) private readonly session: Session,
    @inject(TokenRefresher) private readonly refresher: TokenRefresher,
  ) {}

  status(subject: AssistantSubject, signal?: AbortSignal): Promise<AssistantStatus> {
    return this.http.get<AssistantStatus>(ASSISTANT_API_PATHS.status, { params: subjectParams(subject), signal });
  }

  async conversation(subject: AssistantSubject, signal?: AbortSignal): Promise<AssistantMessage[]> {
    const answer = await this.http.get<AssistantConversation>(ASSISTANT_API_PATHS.conversation, {
      params: subjectParams(subject),
      signal,
    });
    return answer.messages;
  }

  async clearConversation(subject: AssistantSubject): Promise<void> {
    await this.http.delete(ASSISTANT_API_PATHS.conversation, { params: subjectParams(subject) });
  }

  /** As the HTTP client does: on a 401 (refused before any event), one shared token refresh and one retry. */
  async ask(subject: AssistantSubject, content: string, onEvent: (event: AssistantStreamEvent) => void, signal?: AbortSignal) {
    const send = () =>
      postEventStream(
        this.session,
        ASSISTANT_API_PATHS.messages,
        { ...subjectParams(subject), content },
        (data) => {
          const event = parseEvent(data);
          if (event) onEvent(event);
        },
        signal,
      );
    const tokenSent = this.session.accessToken;
    try {
      await send();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== HTTP_UNAUTHORIZED) throw error;
      const current = this.session.accessToken;
      const token = current && current !== tokenSent ? current : await this.refresher.refresh();
      if (!token) throw error;
      await send();
    }
  }

  suggest(moduleId: number, action: AssistantAction, signal?: AbortSignal): Promise<AssistantSuggestions> {
    return this.http.post<AssistantSuggestions>(ASSISTANT_API_PATHS.suggestions, { moduleId, action }, { signal });
  }
}

/** One event of the answer stream; data that is no event of the contract is skipped. */
export function parseEvent(data: string): AssistantStreamEvent | null {
  try {
    const event = JSON.parse(data) as Partial<AssistantStreamEvent> | null;
    if (event?.type === 'delta' || event?.type === 'done' || event?.type === 'error') return event as AssistantStreamEvent;
  } catch {
    // Not JSON: a proxy's noise, skipped.
  }
  return null;
}
