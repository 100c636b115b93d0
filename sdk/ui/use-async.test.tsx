import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('keeps the shown data while a reload runs', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useAsync(() => answers[call++].promise, []));
    act(() => answers[0].resolve('first'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'first' }));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    act(() => answers[1].resolve('second'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'second' }));
  });

  it('shows loading for new deps and ignores the answer of the run it replaced', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ id }) => useAsync(() => answers[id].promise, [id]), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    act(() => answers.b.resolve('b'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'b' }));
    await act(async () => answers.a.resolve('a'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'b' });
  });

  it('shows loading again when retrying after an error', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useAsync(() => answers[call++].promise, []));
    act(() => answers[0].reject(new Error('offline')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
  });
});
