import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfStorageError } from '../../src/errors.ts';
import { type QrPaymentState, waitForPayment } from '../../src/payment/index.ts';
import { event, fakeEventStream } from './fake-event-stream.ts';

const UUID = '7b1e3f0e-8d4c-4e8a-9a57-3f5c2b1d0e9f';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waitForPayment', () => {
  it('resolves paid from the stream and reports each state', async () => {
    const stream = fakeEventStream();
    const states: QrPaymentState[] = [];
    const outcome = waitForPayment({
      uuid: UUID,
      callbackUrl: 'https://pay.example/callback/1',
      fetch: stream.fetch,
      inquire: async () => ({ success: false, status: 'pending' }),
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(3000);
    stream.last.send(event(true));
    expect(await outcome).toBe('paid');
    expect(states.at(-1)?.phase).toBe('paid');
    expect(states.some((state) => state.connected)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves timeout when the countdown ends unpaid', async () => {
    const outcome = waitForPayment({
      uuid: UUID,
      callbackUrl: 'https://pay.example/callback/1',
      fetch: fakeEventStream().fetch,
      inquire: async () => ({ success: false, status: 'pending' }),
    });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(await outcome).toBe('timeout');
  });

  it('rejects as aborted when the signal aborts, leaving no timer', async () => {
    const controller = new AbortController();
    const outcome = waitForPayment({
      uuid: UUID,
      callbackUrl: 'https://pay.example/callback/1',
      fetch: fakeEventStream().fetch,
      inquire: async () => ({ success: false, status: 'pending' }),
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(3050);
    controller.abort();
    const error = (await outcome.catch((e: unknown) => e)) as SelfStorageError;
    expect(error.code).toBe('aborted');
    expect(error.key).toBe('payment.qr.error');
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
