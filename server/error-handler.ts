/**
 * Every error becomes JSON ApiErrorBody. Deliberate errors (ApiError) keep their status; schema
 * validation failures are 422 with the failing fields; Fastify's own 4xx (bad JSON, wrong content type,
 * body too large) keep theirs; database errors caused by input map to 409 or 422. Anything else is
 * a bug: logged, and answered 500 without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../core/domain/api-types';
import { ApiError, conflict, notFound, unprocessable, type FieldError } from './errors';
import { validationFailureCode } from './validation-failure-code';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = { body: '', querystring: '', params: '', headers: 'header ' };

export function validationFields(issues: ReadonlyArray<ValidationIssue>, context = 'body'): FieldError[] {
  const prefix = PART_NAMES[context] ?? '';
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '');
    const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : '';
    const field = [path, missing].filter(Boolean).join('/') || context;
    const message = issue.keyword === 'required' ? 'is required' : (issue.message ?? 'is not valid');
    return { field: `${prefix}${field}`, message, ...validationFailureCode(issue.keyword, issue.params) };
  });
}

/**
 * Database errors whose cause is the input, by PostgreSQL error class (the first two characters of the
 * SQLSTATE; pg and PGlite errors both carry it as `code`): 22 data exceptions (a number out of range,
 * malformed text, a character the encoding refuses), 23 integrity violations (a duplicate or an
 * exclusion is a 409, a missing reference or a broken constraint a 422), 54 program limits (a value
 * too deep or too complex).
 */
function databaseClientError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string' || code.length !== 5) return null;
  if (code === '23505' || code === '23P01') return conflict({ code: 'duplicate', message: 'This already exists. Choose another name or value.' });
  if (code === '23503') {
    return unprocessable([{ field: '(reference)', code: 'unknownReference', message: 'refers to something that does not exist' }], 'This refers to something that does not exist or was deleted.');
  }
  switch (code.slice(0, 2)) {
    case '22':
      return unprocessable([{ field: '(value)', code: 'invalid', message: 'is out of range or malformed' }], 'A value is out of range or malformed.');
    case '23':
      return unprocessable([{ field: '(value)', code: 'invalid', message: 'breaks a rule of the data' }], 'A value is missing or breaks a rule of the data.');
    case '54':
      return unprocessable([{ field: '(value)', code: 'tooComplex', message: 'is too large or too complex' }], 'A value is too large or too deeply nested to store.');
    default:
      return null;
  }
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const fields = validationFields(error.validation as ValidationIssue[], error.validationContext);
    return unprocessable(fields);
  }
  const status = error.statusCode ?? 0;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
        ? 'The request body is not valid JSON. Check its syntax.'
        : error.message;
    return new ApiError(status, STATUS_CODES[status] ?? 'bad_request', message, { code: status === 404 ? 'notFound' : 'malformedRequest' });
  }
  return databaseClientError(error);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (!apiError) {
      request.log.error({ err: error }, 'unhandled error');
      const body: ApiErrorBody = {
        error: 'internal_server_error',
        message: 'Something went wrong on the server. Try again; if it keeps happening, tell your administrator.',
        statusCode: 500,
      };
      return reply.status(500).send(body);
    }
    if (apiError.statusCode >= 500) request.log.error({ err: error }, apiError.message);
    if (apiError.headers) reply.headers(apiError.headers);
    return reply.status(apiError.statusCode).send(apiError.toBody());
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = notFound(`${request.method} ${request.url.split('?')[0]}`);
  return reply.status(404).send(error.toBody());
}
