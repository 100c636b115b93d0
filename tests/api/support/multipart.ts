/**
 * Multipart uploads in API tests: builds a multipart/form-data body and sends it with a client's
 * bearer token, cookies and XSRF header (ApiClient itself only sends JSON).
 */
import { XSRF_HEADER } from '../../../core/domain/http-conventions';
import type { ApiClient, ApiResponse, TestServer } from '../harness';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(parts: Record<string, string | FilePart>): { payload: Buffer; contentType: string } {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart form as `client` (its token, cookies and XSRF header). */
export async function postMultipart(
  t: TestServer,
  client: ApiClient,
  url: string,
  parts: Record<string, string | FilePart>,
): Promise<ApiResponse> {
  return sendMultipart(t, client, 'POST', url, parts);
}

/** Sends a multipart form with any method (an edit form is a PUT) as `client`. */
export async function sendMultipart(
  t: TestServer,
  client: ApiClient,
  method: 'POST' | 'PUT',
  url: string,
  parts: Record<string, string | FilePart>,
): Promise<ApiResponse> {
  const { payload, contentType } = multipartBody(parts);
  const headers: Record<string, string> = { 'content-type': contentType, accept: 'application/json' };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (client.xsrfToken) headers[XSRF_HEADER] = client.xsrfToken;
  return t.app.inject({ method, url, headers, payload });
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
