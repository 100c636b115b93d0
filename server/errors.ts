/**
 * Errors a route throws on purpose. The error handler (server/error-handler.ts) turns each into the
 * JSON body ApiErrorBody with its status; anything else becomes a logged 500.
 */
import type { ApiErrorBody } from '../core/domain/api-types';
import type { FieldFailure, FieldFailureCode, FieldFailureParams } from '../core/domain/field-failures';
import type { ServerFailureCode } from '../core/domain/server-failures';

/** A field the server refuses, always with the code of its reason, so the client can say it in the user's language. */
export type FieldError = FieldFailure & { code: FieldFailureCode };

/** Why the server refuses a request as a whole: the code the client translates, the English words for API users. */
export interface Refusal {
  code: ServerFailureCode;
  message: string;
  params?: FieldFailureParams;
}

export class ApiError extends Error {
  readonly statusCode: number;
  /** Machine-readable code, e.g. 'not_found'. */
  readonly error: string;
  readonly fields?: FieldError[];
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers?: Record<string, string>;
  /** 402: the page that resolves it, in the body and the Location header. */
  readonly location?: string;
  /** Why, for the client to translate (core/domain/server-failures.ts), with the values its message puts in. */
  readonly code?: ServerFailureCode;
  readonly params?: FieldFailureParams;

  constructor(
    statusCode: number,
    error: string,
    message: string,
    extra: { fields?: FieldError[]; headers?: Record<string, string>; location?: string; code?: ServerFailureCode; params?: FieldFailureParams } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.error = error;
    this.fields = extra.fields;
    this.code = extra.code;
    this.params = extra.params;
    this.location = extra.location;
    this.headers = extra.location ? { ...extra.headers, location: extra.location } : extra.headers;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { error: this.error, message: this.message, statusCode: this.statusCode };
    if (this.code) body.code = this.code;
    if (this.params) body.params = this.params;
    if (this.fields) body.fields = this.fields;
    if (this.location) body.location = this.location;
    return body;
  }
}

function refused(statusCode: number, error: string, refusal: Refusal, extra: { headers?: Record<string, string>; location?: string } = {}): ApiError {
  return new ApiError(statusCode, error, refusal.message, { ...extra, code: refusal.code, params: refusal.params });
}

export function badRequest(refusal: Refusal): ApiError {
  return refused(400, 'bad_request', refusal);
}

export function unauthorized(
  refusal: Refusal = { code: 'signedOut', message: 'You are not signed in, or your session has ended. Sign in again.' },
): ApiError {
  return refused(401, 'unauthorized', refusal);
}

export function forbidden(
  refusal: Refusal = { code: 'forbidden', message: 'You do not have permission to do this. Ask an administrator for access.' },
): ApiError {
  return refused(403, 'forbidden', refusal);
}

export function notFound(what = 'What you asked for'): ApiError {
  return new ApiError(404, 'not_found', `${what} was not found. It may have been deleted, or the link is wrong.`, { code: 'notFound' });
}

export function unprocessable(fields: FieldError[], message?: string): ApiError {
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new ApiError(422, 'unprocessable_entity', message ?? `Some fields are not valid. ${summary}`, { fields, code: 'invalidFields' });
}

export function conflict(
  refusal: Refusal = { code: 'conflict', message: 'This was changed by someone else in the meantime. Reload and try again.' },
): ApiError {
  return refused(409, 'conflict', refusal);
}

/** 402 (screens-and-editor.md §8): the client navigates to `location`, where the caller can resolve it. */
export function paymentRequired(refusal: Refusal, location: string): ApiError {
  return refused(402, 'payment_required', refusal, { location });
}

/** 429: the message says the wait in minutes; `params.count` carries it for the translation. */
export function tooManyRequests(retryAfterSeconds: number, refusal: Refusal): ApiError {
  return refused(429, 'too_many_requests', refusal, { headers: { 'retry-after': String(retryAfterSeconds) } });
}
