import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../services/session';
import { HttpError } from '../services/http-client';
import { uploadWithProgress } from './upload-with-progress';

class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
}

const session = { accessToken: 'token-1', sessionToken: null } as unknown as Session;

describe('uploadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the bearer token, reports progress and answers the JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const answer = uploadWithProgress<{ id: number }>(session, '/api/projects/7/upload_pdf.json', form, (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.status = 201;
    xhr.responseText = '{"id":3}';
    xhr.onload?.();
    expect(await answer).toEqual({ id: 3 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the server’s status and message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = uploadWithProgress(session, '/x', new FormData(), () => undefined);
    const xhr = FakeXhr.last;
    xhr.status = 422;
    xhr.responseText = '{"message":"Only PDF files"}';
    xhr.onload?.();
    await expect(answer).rejects.toEqual(new HttpError(422, 'Only PDF files', { message: 'Only PDF files' }));
  });
});
