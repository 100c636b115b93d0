import type { LiveClientMessage, LiveServerMessage } from '../domain/live-messages';
import type { LiveSocket, LiveSocketFactory } from '../services/live-updates';

/** A live connection a test drives: it opens, answers and closes when the test says so, and keeps what was sent. */
export class FakeLiveSocket implements LiveSocket {
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  readyState: LiveSocket['readyState'] = 0;
  readonly sent: LiveClientMessage[] = [];

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveClientMessage);
  }

  close(code = 1000): void {
    this.drop(code);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }

  answer(message: LiveServerMessage): void {
    this.onmessage?.call(this as unknown as WebSocket, { data: JSON.stringify(message) } as MessageEvent);
  }

  drop(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
}

/** Every connection the kernel opened, newest last; none of them opens by itself. */
export function fakeLiveSockets(): { factory: LiveSocketFactory; sockets: FakeLiveSocket[] } {
  const sockets: FakeLiveSocket[] = [];
  return {
    sockets,
    factory: (url) => {
      const socket = new FakeLiveSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}
