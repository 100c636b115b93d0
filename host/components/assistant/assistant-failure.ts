import type { TFunction } from 'i18next';
import { ASSISTANT_ERROR_CODES } from '../../../core/domain/assistant-types';
import { HttpError } from '../../../core/services/http-client';
import { describeHttpError } from '../http-error-message';
import { AssistantStreamError } from './use-assistant-chat';

/** Why an assistant call failed, by its code: an error answer's `error`, or a stream's error event's `code`. */
export function assistantFailureCode(failure: unknown): string | null {
  if (failure instanceof AssistantStreamError) return failure.code;
  if (failure instanceof HttpError) {
    const code = (failure.body as { error?: unknown } | null)?.error;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** A failed assistant call in the user's words: no model, budget spent, or what went wrong. */
export function describeAssistantFailure(failure: unknown, t: TFunction<'host'>): string {
  const code = assistantFailureCode(failure);
  if (code === ASSISTANT_ERROR_CODES.notConfigured) return t('assistant.notConfigured');
  if (code === ASSISTANT_ERROR_CODES.budgetExhausted) return t('assistant.budgetExhausted');
  if (failure instanceof AssistantStreamError) return t('assistant.failed', { message: failure.message });
  return describeHttpError(failure, t);
}
