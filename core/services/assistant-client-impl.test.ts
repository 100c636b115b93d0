import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenRefresher } from '../http/token-refresher';
import { AssistantClientImpl } from './assistant-client-impl';
import type { HttpClient } from './http-client';
import type { Session } from './session';

const stream = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
const refusal = (status: number, error: string) => new Response(JSON.stringify({ error, message: 'No.', statusCode: status }), { status });

function client(token = 'old') {
  const session = { accessToken: token, sessionToken: null } as unknown as Session;
  const refresh = vi.fn(async () => {
    (session as { accessToken: string }).accessToken = 'new';
    return 'new';
  });
  return { assistant: new AssistantClientImpl({} as HttpClient, session, { refresh } as unknown as TokenRefresher), refresh };
}

afterEach(() => vi.unstubAllGlobals());

describe('AssistantClientImpl.ask', () => {
  it('hands on the events of the stream, skipping data that is no event', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => stream('data: {"type":"delta","text":"Hi"}\n\ndata: noise\n\ndata: {"type":"error","code":"assistant_timeout","message":"Slow"}\n\n')));
    const events: unknown[] = [];
    await client().assistant.ask({ moduleId: 3 }, 'Hello', (event) => events.push(event));
    expect(events).toEqual([
      { type: 'delta', text: 'Hi' },
      { type: 'error', code: 'assistant_timeout', message: 'Slow' },
    ]);
  });

  it('refreshes the token once on 401 and asks again with the new one', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal(401, 'unauthorized')).mockResolvedValueOnce(stream('data: {"type":"delta","text":"Hi"}\n\n'));
    vi.stubGlobal('fetch', fetch);
    const { assistant, refresh } = client();
    const events: unknown[] = [];
    await assistant.ask({ projectId: 4 }, 'Hello', (event) => events.push(event));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'delta', text: 'Hi' }]);
    const headers = (fetch.mock.calls[1] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer new');
    expect(JSON.parse(String((fetch.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ projectId: 4, content: 'Hello' });
  });

  it('rejects a refusal before the stream with its status and code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal(409, 'assistant_not_configured')));
    await expect(client().assistant.ask({ moduleId: 3 }, 'Hello', () => {})).rejects.toMatchObject({
      status: 409,
      body: { error: 'assistant_not_configured' },
    });
  });
});
