import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantMessage, AssistantStatus } from '../../../core/domain/assistant-types';
import { SuggestionTargets, SuggestionTargetsContext } from '../../../sdk/assistant/suggestion-target';
import { createHostTestContainer, renderHost } from '../../test/render-host';
import { AssistantPanel } from './assistant-panel';

const READY: AssistantStatus = { chat: true, embeddings: false, budget: { used: 10, limit: null } };
const answer = (id: number, content: string): AssistantMessage => ({ id, role: 'assistant', content, created_at: '2026-01-01T10:00:00Z' });

/** A fetch answering the message POST with these chunks of an event stream, the first at once, the rest on `release`. */
function streamingFetch(chunks: string[]) {
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      controller.enqueue(encoder.encode(chunks[0]));
      release = () => {
        for (const chunk of chunks.slice(1)) controller.enqueue(encoder.encode(chunk));
        controller.close();
      };
    },
  });
  const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}

function setUp(status: AssistantStatus, messages: AssistantMessage[] = []) {
  const services = createHostTestContainer();
  services.http
    .on('GET', '/api/assistant/status', () => status)
    .on('GET', '/api/assistant/conversation', () => ({ messages }))
    .on('DELETE', '/api/assistant/conversation', () => undefined)
    .on('POST', '/api/assistant/suggestions', () => ({
      action: 'suggest_risks',
      items: [
        { name: 'Supplier delay', description: 'Late parts' },
        { name: 'Key person leaves', description: 'Knowledge in one head' },
      ],
    }));
  const targets = new SuggestionTargets();
  const accept = vi.fn((items: readonly unknown[]) => items.length);
  targets.register({ accept });
  renderHost(
    <SuggestionTargetsContext value={targets}>
      <AssistantPanel subject={{ moduleId: 11 }} actions={['suggest_risks', 'summarise']} />
    </SuggestionTargetsContext>,
    services.container,
  );
  return { ...services, accept };
}

afterEach(() => vi.unstubAllGlobals());

describe('AssistantPanel', { timeout: 20000 }, () => {
  it('without a chat model says how one is configured and asks nothing more', async () => {
    const { http } = setUp({ ...READY, chat: false });
    expect(await screen.findByText(/\/admin\/llm-models/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(http.calls('GET', '/api/assistant/conversation')).toHaveLength(0);
  });

  it('streams the answer in, announces it when done, and Enter sends while Shift+Enter does not', async () => {
    const { fetch, release } = streamingFetch([
      'data: {"type":"delta","text":"Two ri"}\n\ndata: {"type":"del',
      'ta","text":"sks."}\n\n',
      `data: ${JSON.stringify({ type: 'done', message: answer(8, 'Two risks.') })}\n\n`,
    ]);
    setUp(READY, [answer(3, 'Earlier answer')]);
    const conversation = await screen.findByRole('list', { name: 'Conversation with the assistant' });
    expect(await within(conversation).findByText('Earlier answer')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Message to the assistant' });
    await userEvent.type(input, 'Which risks?{Shift>}{Enter}{/Shift}');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    expect(await within(conversation).findByText('Two ri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ moduleId: 11, content: 'Which risks?' });
    act(release);
    expect(await within(conversation).findByText('Two risks.')).toBeInTheDocument();
    expect(screen.getByText('The assistant answered: Two risks.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('renders a streamed answer as markdown while it grows, and the question as the user wrote it', async () => {
    const done = answer(9, '**Two risks**\n\n- Delay');
    const { release } = streamingFetch([
      'data: {"type":"delta","text":"**Two ri"}\n\n',
      'data: {"type":"delta","text":"sks**\\n\\n- Delay"}\n\n',
      `data: ${JSON.stringify({ type: 'done', message: done })}\n\n`,
    ]);
    setUp(READY);
    const conversation = await screen.findByRole('list', { name: 'Conversation with the assistant' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to the assistant' }), '**Which** risks?{Enter}');
    expect(await within(conversation).findByText('**Two ri')).toBeInTheDocument();
    expect(within(conversation).getByText('**Which** risks?')).toBeInTheDocument();
    act(release);
    expect((await within(conversation).findByText('Two risks')).tagName).toBe('STRONG');
    expect(within(conversation).getByText('Delay').tagName).toBe('LI');
  });

  it('says so when the budget is spent', async () => {
    setUp({ ...READY, budget: { used: 100, limit: 100 } });
    expect(await screen.findByText(/used its assistant budget/)).toBeInTheDocument();
  });

  it('offers the kind’s actions and hands accepted suggestions to the open view, one or all', async () => {
    const { http, accept } = setUp(READY);
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest risks' }));
    await waitFor(() => expect(http.calls('POST', '/api/assistant/suggestions')[0]?.body).toEqual({ moduleId: 11, action: 'suggest_risks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept “Supplier delay”' }));
    expect(accept).toHaveBeenLastCalledWith([{ name: 'Supplier delay', description: 'Late parts' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(accept).toHaveBeenLastCalledWith([{ name: 'Key person leaves', description: 'Knowledge in one head' }]);
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeDisabled();
  });
});
