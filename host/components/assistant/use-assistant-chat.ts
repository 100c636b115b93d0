import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantMessage, AssistantStreamEvent, AssistantSubject } from '../../../core/domain/assistant-types';
import { AssistantClient } from '../../../core/services/assistant-client';
import { useService } from '../../../sdk/services-context';

/** The question being answered: what was asked and the answer so far. */
export interface PendingAnswer {
  question: string;
  text: string;
}

export interface AssistantChat {
  messages: readonly AssistantMessage[];
  loaded: boolean;
  pending: PendingAnswer | null;
  /** Why the last question or load failed: an HttpError, or the stream's error event. */
  failure: unknown;
  /** The last complete answer, for the screen reader's live region. */
  lastAnswer: string | null;
  ask(content: string): void;
  stop(): void;
  startOver(): Promise<void>;
}

/** The error event of an answer stream, thrown on as the reason the question failed. */
export class AssistantStreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AssistantStreamError';
  }
}

/**
 * The conversation about a module or project: loaded once, a question's answer streamed into `pending` and,
 * when done, stored in `messages`. Stop aborts the stream (the server stops the model); leaving the page too.
 */
export function useAssistantChat(subject: AssistantSubject, enabled: boolean): AssistantChat {
  const client = useService(AssistantClient);
  const { moduleId, projectId } = subject;
  const [messages, setMessages] = useState<readonly AssistantMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [lastAnswer, setLastAnswer] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    client.conversation({ moduleId, projectId }, controller.signal).then(
      (loadedMessages) => {
        setMessages(loadedMessages);
        setLoaded(true);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(error);
        setLoaded(true);
      },
    );
    return () => controller.abort();
  }, [client, moduleId, projectId, enabled]);

  useEffect(() => () => running.current?.abort(), []);

  const ask = useCallback(
    (content: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setFailure(null);
      setLastAnswer(null);
      setPending({ question: content, text: '' });
      const onEvent = (event: AssistantStreamEvent) => {
        if (event.type === 'delta') setPending((current) => current && { ...current, text: current.text + event.text });
        else if (event.type === 'error') setFailure(new AssistantStreamError(event.code, event.message));
        else {
          // The stored question's id is not in the event; a negative id keeps the local copy's key unique.
          const question: AssistantMessage = { id: -event.message.id, role: 'user', content, created_at: event.message.created_at };
          setMessages((current) => [...current, question, event.message]);
          setLastAnswer(event.message.content);
        }
      };
      client
        .ask({ moduleId, projectId }, content, onEvent, controller.signal)
        .catch((error: unknown) => setFailure(error))
        .finally(() => {
          running.current = null;
          setPending(null);
          // Stopped: show what the server kept of the exchange.
          if (controller.signal.aborted) void client.conversation({ moduleId, projectId }).then(setMessages, () => {});
        });
    },
    [client, moduleId, projectId],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  const startOver = useCallback(async () => {
    running.current?.abort();
    try {
      await client.clearConversation({ moduleId, projectId });
      setMessages([]);
      setFailure(null);
      setLastAnswer(null);
    } catch (error) {
      setFailure(error);
    }
  }, [client, moduleId, projectId]);

  return { messages, loaded, pending, failure, lastAnswer, ask, stop, startOver };
}
