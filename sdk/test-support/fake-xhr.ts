import { act } from '@testing-library/react';

/**
 * The server's side of uploads that go through XMLHttpRequest (uploadWithProgress): each request waits in
 * `FakeXhr.sent` until the test answers it. Install with vi.stubGlobal('XMLHttpRequest', FakeXhr) and clear
 * `sent` after each test.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}
