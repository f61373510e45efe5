import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ApiError } from '../../../src/api/apiError';
import { makeStore } from '../../../src/app/store';
import { CardError, usePurchaseRunner, type PurchaseAttempt } from '../../../src/components/payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function renderRunner() {
  const { store } = makeStore({ devTools: false });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => usePurchaseRunner(), { wrapper });
  const toasts = () => store.getState().notifications.toasts.map((toast) => `${toast.severity}: ${toast.message}`);
  const busy = () => store.getState().notifications.busy;
  return { result, toasts, busy };
}

/** A purchase the test finishes by hand. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const networkError: ApiError = { status: 'NETWORK_ERROR', failure: 'Network Error' };
const declined: ApiError = { status: 402, failure: 'Your card was declined.' };

describe('usePurchaseRunner', () => {
  it('ignores a second press while a purchase runs, with the overlay shown meanwhile', async () => {
    const { result, busy } = renderRunner();
    const first = deferred<string>();
    const purchase = jest.fn(() => first.promise);

    let firstOutcome: Promise<unknown> = Promise.resolve();
    let secondOutcome: Promise<unknown> = Promise.resolve();
    act(() => {
      // Two presses in one tick, before React could disable anything.
      firstOutcome = result.current.run(purchase);
      secondOutcome = result.current.run(purchase);
    });
    expect(await secondOutcome).toEqual({ status: 'ignored' });
    expect(purchase).toHaveBeenCalledTimes(1);
    expect(result.current.running).toBe(true);
    expect(busy()).toBe(1);

    await act(async () => first.resolve('paid'));
    expect(await firstOutcome).toEqual({ status: 'done', value: 'paid' });
    expect(result.current.running).toBe(false);
    expect(busy()).toBe(0);

    let third: unknown;
    await act(async () => {
      third = await result.current.run(async () => 'again');
    });
    expect(third).toEqual({ status: 'done', value: 'again' });
  });

  it('gives one key per step within an attempt, different keys for different steps', async () => {
    const { result } = renderRunner();
    let keys: string[] = [];
    await act(async () => {
      await result.current.run(async (attempt: PurchaseAttempt) => {
        keys = [attempt.keyFor('plan'), attempt.keyFor('plan'), attempt.keyFor('addOn')];
      });
    });
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  async function keysOfTwoAttempts(firstFailure: unknown) {
    const { result } = renderRunner();
    const keys: string[] = [];
    await act(async () => {
      await result.current.run(async (attempt) => {
        keys.push(attempt.keyFor('plan'));
        throw firstFailure;
      });
    });
    await act(async () => {
      await result.current.run(async (attempt) => {
        keys.push(attempt.keyFor('plan'));
      });
    });
    return keys;
  }

  it('a refused purchase is over: the retry is a new attempt with new keys', async () => {
    const [first, retry] = await keysOfTwoAttempts(declined);
    expect(retry).not.toBe(first);
  });

  it.each([
    ['a network failure', networkError],
    ['a timeout', { status: 'TIMEOUT', failure: 'Network Error' } satisfies ApiError],
    ["a screen's own text with the network failure as cause", new Error('Failed to add credits', { cause: networkError })],
  ])('after %s the outcome is unknown: the retry keeps the keys, so nothing is charged twice', async (_case, failure) => {
    const [first, retry] = await keysOfTwoAttempts(failure);
    expect(retry).toBe(first);
  });

  it('the kept keys serve one retry only: after that retry succeeds, the next purchase gets new keys', async () => {
    const { result } = renderRunner();
    const keys: string[] = [];
    const runWith = (failure?: unknown) =>
      act(async () => {
        await result.current.run(async (attempt) => {
          keys.push(attempt.keyFor('plan'));
          if (failure) throw failure;
        });
      });
    await runWith(networkError);
    await runWith();
    await runWith();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows a failure of its own (a card error)', async () => {
    const { result, toasts } = renderRunner();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run(async () => {
        throw new CardError('Your card number is incorrect.');
      });
    });
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(toasts()).toEqual(['error: Your card number is incorrect.']);
  });

  it('does not show an API error a second time (the error middleware already did)', async () => {
    const { result, toasts } = renderRunner();
    await act(async () => {
      await result.current.run(async () => {
        throw declined;
      });
    });
    expect(toasts()).toEqual([]);
  });
});
