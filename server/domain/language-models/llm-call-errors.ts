/** LlmCallError as the API answers it: 502 for the model's failures and bad answers, 504 for a timeout. */
import { ASSISTANT_ERROR_CODES } from '../../../core/domain/assistant-types';
import { ApiError } from '../../errors';
import { LlmCallError } from './openai-client';

export function llmCallApiError(error: LlmCallError): ApiError {
  switch (error.failure) {
    case 'timeout':
      return new ApiError(504, ASSISTANT_ERROR_CODES.timeout, error.message);
    case 'bad_answer':
      return new ApiError(502, ASSISTANT_ERROR_CODES.badAnswer, error.message);
    default:
      return new ApiError(502, ASSISTANT_ERROR_CODES.upstreamFailed, error.message);
  }
}

/** Runs a call to a model; its LlmCallError becomes the coded ApiError. */
export async function answeringLlmErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof LlmCallError ? llmCallApiError(error) : error;
  }
}
