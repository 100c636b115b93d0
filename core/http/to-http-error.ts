import { isAxiosError } from 'axios';
import { HttpError } from '../services/http-client';

export const NETWORK_ERROR_STATUS = 0;
const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

function isBlobLike(data: unknown): data is Blob {
  // Duck-typed: the Blob may come from another realm (an iframe, or Node's fetch under jsdom).
  return typeof data === 'object' && data !== null && 'size' in data && typeof (data as Blob).text === 'function';
}

/** A blob request's error body arrives as a Blob; read it so callers see the JSON like everywhere else. */
async function readBody(data: unknown): Promise<unknown> {
  if (!isBlobLike(data)) return data;
  const text = await data.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

/** The HttpError a failed call rejects with: status 0 when no answer came back. */
export async function toHttpError(error: unknown): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (isAxiosError(error) && error.response) {
    const { status, statusText } = error.response;
    const body = await readBody(error.response.data);
    return new HttpError(status, messageOf(body) ?? (statusText || `Request failed with status ${status}`), body);
  }
  const cause = error instanceof Error ? error.message : String(error);
  return new HttpError(NETWORK_ERROR_STATUS, NETWORK_ERROR_MESSAGE, { cause });
}
