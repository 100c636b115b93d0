import { XSRF_COOKIE, XSRF_HEADER } from '../domain/http-conventions';
import { readCookie } from './cookies';
import { conventionHeaders } from './request-headers';
import type { Session } from '../services/session';
import { HttpError } from '../services/http-client';

/**
 * A multipart upload that reports its progress (0..1). The HTTP client has no progress events, so
 * this one call goes through XMLHttpRequest with the same headers the client would send.
 */
export function uploadWithProgress<T>(
  session: Session,
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(conventionHeaders(session))) request.setRequestHeader(name, value);
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) request.setRequestHeader(XSRF_HEADER, xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else {
        const message = (body as { message?: string } | null)?.message ?? `Upload failed (${request.status})`;
        reject(new HttpError(request.status, message, body));
      }
    };
    request.onerror = () => reject(new HttpError(0, 'The upload could not reach the server.', null));
    request.send(form);
  });
}
