import { useCallback, useEffect, useState } from 'react';
import { currentResponsePath, type AnswerInput, type CurrentResponse, type CurrentResponseUpdate } from '../../../../core/domain/assessment-types';
import type { Id } from '../../../../core/domain/id';
import { HttpClient } from '../../../../core/services/http-client';
import { SaveQueueFactory, type SaveQueue } from '../../../../core/services/save-queue';
import { useService } from '../../../../sdk/services-context';
import { answerMapOf, type AnswerMap } from '../model/answer-map';

export type OwnResponseState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; response: CurrentResponse; answers: AnswerMap };

export interface OwnResponse {
  state: OwnResponseState;
  /** The queue the answers go through (for the save status line). */
  queue: SaveQueue<AnswerInput> | null;
  reload(): void;
  /** Shows the answer at once and saves it shortly after (the save queue's debounce), kept in the browser until the server has it. */
  setAnswer(answer: AnswerInput): void;
  /** Sends what is pending, then submits (422 names the missing required answers) or reopens. */
  act(action: NonNullable<CurrentResponseUpdate['action']>): Promise<void>;
}

/**
 * The current user's own response to an assessment, answered as they go: every answer is enqueued on a
 * save queue that sends the changed answers in one PUT of current_response and keeps them in the browser
 * until the server accepts them, so neither a reload nor a lost connection loses one. Answers an earlier
 * visit left unsent are shown over the server's and sent again.
 */
export function useOwnResponse(assessmentId: Id): OwnResponse {
  const http = useService(HttpClient);
  const queues = useService(SaveQueueFactory);
  const [state, setState] = useState<OwnResponseState>({ status: 'loading' });
  const [queue, setQueue] = useState<SaveQueue<AnswerInput> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const path = currentResponsePath(assessmentId);

  const adopt = useCallback((response: CurrentResponse, answers?: AnswerMap) => {
    setState((current) => ({
      status: 'ready',
      response,
      answers: answers ?? (current.status === 'ready' ? current.answers : answerMapOf(response.answers)),
    }));
  }, []);

  useEffect(() => {
    let live = true;
    const created = queues.create<AnswerInput>({
      merge: (_older, newer) => newer,
      send: async (batch) => {
        const body: CurrentResponseUpdate = { answers: [...batch.values()] };
        const response = await http.put<CurrentResponse>(path, body, { skipStatusHandling: true });
        // The server's progress and status; the answers shown stay the user's (newer ones may be pending).
        if (live) adopt(response);
      },
      unsentKey: `assessment-answers/${assessmentId}`,
    });
    setQueue(created);
    setState({ status: 'loading' });
    void (async () => {
      try {
        const [response, unsent] = await Promise.all([http.get<CurrentResponse>(path, { skipStatusHandling: true }), created.takeUnsent()]);
        if (!live) return;
        const answers = answerMapOf(response.answers);
        for (const [, answer] of unsent) answers.set(answer.assessment_question_id, answer);
        adopt(response, answers);
        for (const [key, answer] of unsent) created.enqueue(key, answer);
      } catch (error) {
        if (live) setState({ status: 'error', error });
      }
    })();
    return () => {
      live = false;
      void created.dispose();
    };
  }, [http, queues, path, assessmentId, attempt, adopt]);

  const setAnswer = useCallback(
    (answer: AnswerInput) => {
      if (!queue) return;
      setState((current) =>
        current.status === 'ready' ? { ...current, answers: new Map(current.answers).set(answer.assessment_question_id, answer) } : current,
      );
      queue.enqueue(String(answer.assessment_question_id), answer);
    },
    [queue],
  );

  const act = useCallback(
    async (action: NonNullable<CurrentResponseUpdate['action']>) => {
      await queue?.flush();
      if (queue?.state.error) throw new Error(queue.state.error);
      const response = await http.put<CurrentResponse>(path, { action } satisfies CurrentResponseUpdate, { skipStatusHandling: true });
      adopt(response);
    },
    [http, path, queue, adopt],
  );

  return { state, queue, reload: useCallback(() => setAttempt((n) => n + 1), []), setAnswer, act };
}
