/**
 * Errors a route throws on purpose. The error handler (server/error-handler.ts) turns each into the
 * JSON body ApiErrorBody with its status; anything else becomes a logged 500.
 */
import type { ApiErrorBody } from '../core/domain/api-types';

export type FieldError = NonNullable<ApiErrorBody['fields']>[number];

export class ApiError extends Error {
  readonly statusCode: number;
  /** Machine-readable code, e.g. 'not_found'. */
  readonly error: string;
  readonly fields?: FieldError[];
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers?: Record<string, string>;
  /** 402: the page that resolves it, in the body and the Location header. */
  readonly location?: string;

  constructor(
    statusCode: number,
    error: string,
    message: string,
    extra: { fields?: FieldError[]; headers?: Record<string, string>; location?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.error = error;
    this.fields = extra.fields;
    this.location = extra.location;
    this.headers = extra.location ? { ...extra.headers, location: extra.location } : extra.headers;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { error: this.error, message: this.message, statusCode: this.statusCode };
    if (this.fields) body.fields = this.fields;
    if (this.location) body.location = this.location;
    return body;
  }
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'bad_request', message);
}

export function unauthorized(message = 'You are not signed in, or your session has ended. Sign in again.'): ApiError {
  return new ApiError(401, 'unauthorized', message);
}

export function forbidden(message = 'You do not have permission to do this. Ask an administrator for access.'): ApiError {
  return new ApiError(403, 'forbidden', message);
}

export function notFound(what = 'What you asked for'): ApiError {
  return new ApiError(404, 'not_found', `${what} was not found. It may have been deleted, or the link is wrong.`);
}

export function unprocessable(fields: FieldError[], message?: string): ApiError {
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new ApiError(422, 'unprocessable_entity', message ?? `Some fields are not valid. ${summary}`, { fields });
}

export function conflict(message = 'This was changed by someone else in the meantime. Reload and try again.'): ApiError {
  return new ApiError(409, 'conflict', message);
}

/** 402 (screens-and-editor.md §8): the client navigates to `location`, where the caller can resolve it. */
export function paymentRequired(message: string, location: string): ApiError {
  return new ApiError(402, 'payment_required', message, { location });
}

export function tooManyRequests(retryAfterSeconds: number, message: string): ApiError {
  return new ApiError(429, 'too_many_requests', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}
