import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_INQUIRE_POLL_MS } from '../../src/constants.ts';
import { SelfStorageError } from '../../src/errors.ts';
import {
  type QrInquiry,
  type QrPaymentWatcher,
  type QrPaymentWatcherOptions,
  systemTimers,
  watchQrPayment,
} from '../../src/payment/index.ts';
import { event, fakeEventStream, fakeVisibility } from './fake-event-stream.ts';

const UUID = '7b1e3f0e-8d4c-4e8a-9a57-3f5c2b1d0e9f';
const CALLBACK = 'https://pay.example/callback/7b1e3f0e-8d4c-4e8a-9a57-3f5c2b1d0e9f';

let stream: ReturnType<typeof fakeEventStream>;
let inquire: ReturnType<typeof vi.fn<(uuid: string, signal: AbortSignal) => Promise<QrInquiry>>>;
let watcher: QrPaymentWatcher;

const answer = (inquiry: QrInquiry) => inquire.mockResolvedValue(inquiry);

const watch = (options: Partial<QrPaymentWatcherOptions> = {}) => {
  watcher = watchQrPayment({ uuid: UUID, callbackUrl: CALLBACK, fetch: stream.fetch, inquire, ...options });
  return watcher;
};

beforeEach(() => {
  vi.useFakeTimers();
  stream = fakeEventStream();
  inquire = vi.fn<(uuid: string, signal: AbortSignal) => Promise<QrInquiry>>();
  answer({ success: false, status: 'pending' });
});

afterEach(() => {
  watcher?.stop();
  vi.useRealTimers();
});

describe('listening to the event stream', () => {
  it('first listens 3 s after the QR was created, with GET and Accept: text/event-stream', async () => {
    watch();
    await vi.advanceTimersByTimeAsync(2999);
    expect(stream.connections).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.connections).toHaveLength(1);
    expect(stream.last.url).toBe(CALLBACK);
    expect(stream.last.init.method).toBe('GET');
    expect(stream.last.init.headers).toEqual({ Accept: 'text/event-stream' });
    expect(watcher.state).toMatchObject({ phase: 'waiting', connected: true, attempts: 1 });
  });

  it('counts the 3 s from createdAt, not from construction', async () => {
    watch({ createdAt: Date.now() - 2500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(stream.connections).toHaveLength(1);
  });

  it('is paid on a true flag, then stops everything', async () => {
    watch();
    await vi.advanceTimersByTimeAsync(3000);
    stream.last.send(event(false));
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.state.phase).toBe('waiting');
    stream.last.send(event(true));
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.state).toMatchObject({ phase: 'paid', connected: false });
    expect(watcher.stopped).toBe(true);
    expect(stream.last.open).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(inquire).not.toHaveBeenCalled();
    expect(await watcher.confirm()).toBe('paid');
  });

  it('reconnects 100 ms after the stream ends', async () => {
    watch();
    await vi.advanceTimersByTimeAsync(3000);
    stream.last.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.state.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(stream.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stream.connections).toHaveLength(2);
    expect(watcher.state).toMatchObject({ connected: true, attempts: 2 });
  });

  it('reconnects 100 ms after an error and after a non-2xx reply', async () => {
    stream = fakeEventStream([200, 502, 200]);
    watch();
    await vi.advanceTimersByTimeAsync(3000);
    stream.last.fail();
    await vi.advanceTimersByTimeAsync(100);
    expect(stream.connections.map((c) => c.status)).toEqual([200, 502]);
    expect(watcher.state.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(stream.connections.map((c) => c.status)).toEqual([200, 502, 200]);
    expect(watcher.state).toMatchObject({ connected: true, attempts: 3 });
  });

  it('listens again at once when the tab becomes visible while disconnected', async () => {
    const visibility = fakeVisibility(false);
    watch({ visibility, reconnectMs: 5000 });
    await vi.advanceTimersByTimeAsync(3000);
    stream.last.fail();
    await vi.advanceTimersByTimeAsync(10);
    expect(stream.connections).toHaveLength(1);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.connections).toHaveLength(2);
    expect(watcher.state.connected).toBe(true);
    // Already connected: becoming visible again opens no second connection.
    visibility.set(false);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.connections).toHaveLength(2);
  });
});

describe('countdown and inquiry', () => {
  it('counts down each second and keeps the snapshot stable between changes', async () => {
    const listener = vi.fn();
    watch();
    watcher.subscribe(listener);
    const first = watcher.getSnapshot();
    expect(first.remainingSeconds).toBe(600);
    await vi.advanceTimersByTimeAsync(999);
    expect(watcher.getSnapshot()).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(watcher.getSnapshot()).not.toBe(first);
    expect(watcher.getSnapshot().remainingSeconds).toBe(599);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(watcher.getSnapshot()).toBe(watcher.getSnapshot());
  });

  it("goes on with the QR's time on a reload: the server's expiry ends the countdown", async () => {
    // Opened again 57 s after the QR was made: this page's createdAt is now, the QR's is not.
    watch({ expiresAt: Date.now() + 543_000 });
    expect(watcher.state.remainingSeconds).toBe(543);
    await vi.advanceTimersByTimeAsync(542_999);
    expect(inquire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(inquire).toHaveBeenCalledTimes(1);
    expect(watcher.state).toMatchObject({ phase: 'timeout', remainingSeconds: 0 });
  });

  it('is a timeout when the clock is set back while the inquiry at countdown end runs', async () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    inquire.mockImplementation(async () => {
      // The reply's Date header corrects a clock that had jumped ten minutes ahead.
      offset = -600_000;
      return { success: false, status: 'pending' };
    });
    watch({ timers: systemTimers(clock) });
    offset = 600_000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.state).toMatchObject({ phase: 'timeout', remainingSeconds: 0 });
  });

  it('never counts past 600 s from createdAt, whatever expiry it is given', () => {
    watch({ expiresAt: Date.now() + 7_200_000 });
    expect(watcher.state.remainingSeconds).toBe(600);
  });

  it("runs on the clock it is given: a device 5 minutes behind the server still ends at the server's expiry", async () => {
    const offset = 300_000;
    const serverNow = () => Date.now() + offset;
    const expiresAt = serverNow() + 480_000;
    watch({ timers: systemTimers(serverNow), createdAt: serverNow() - 120_000, expiresAt });
    expect(watcher.state.remainingSeconds).toBe(480);
    await vi.advanceTimersByTimeAsync(480_000);
    expect(watcher.state).toMatchObject({ phase: 'timeout', remainingSeconds: 0 });
  });

  it.each([
    [{ success: false, status: 'pending' }, 'timeout'],
    [{ success: false, status: 'expired' }, 'timeout'],
    [{ success: true, status: 'paid' }, 'paid'],
    [{ success: false, status: 'failed' }, 'failed'],
  ] as const)('at countdown end asks qr/inquire: %o → %s', async (inquiry, outcome) => {
    answer(inquiry);
    watch();
    await vi.advanceTimersByTimeAsync(599_999);
    expect(inquire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(inquire).toHaveBeenCalledWith(UUID, expect.any(AbortSignal));
    expect(watcher.state).toMatchObject({ phase: outcome, remainingSeconds: 0, connected: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails when the inquiry throws at countdown end', async () => {
    inquire.mockRejectedValue(new Error('offline'));
    watch();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(watcher.state.phase).toBe('failed');
  });

  it('is checking while the inquiry runs', async () => {
    let settle!: (inquiry: QrInquiry) => void;
    inquire.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    watch();
    const confirmed = watcher.confirm();
    expect(watcher.state.phase).toBe('checking');
    settle({ success: true, status: 'paid' });
    expect(await confirmed).toBe('paid');
    expect(watcher.state.phase).toBe('paid');
  });

  it.each([
    [{ success: true, status: 'paid' }, 'paid'],
    [{ success: false, status: 'pending' }, 'failed'],
    [{ success: false, status: 'expired' }, 'timeout'],
    [{ success: false, status: 'failed' }, 'failed'],
  ] as const)('confirm asks qr/inquire: %o → %s', async (inquiry, outcome) => {
    answer(inquiry);
    watch();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await watcher.confirm()).toBe(outcome);
    expect(watcher.state.phase).toBe(outcome);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs one inquiry for concurrent confirms', async () => {
    answer({ success: true, status: 'paid' });
    watch();
    expect(await Promise.all([watcher.confirm(), watcher.confirm()])).toEqual(['paid', 'paid']);
    expect(inquire).toHaveBeenCalledTimes(1);
  });

  it('lets a paid event beat a slower inquiry', async () => {
    inquire.mockReturnValue(new Promise(() => {}));
    watch();
    await vi.advanceTimersByTimeAsync(3000);
    const confirmed = watcher.confirm();
    stream.last.send(event(true));
    expect(await confirmed).toBe('paid');
  });
});

describe('stopping', () => {
  it('stops on abort: no request, no timer, and confirm rejects as aborted', async () => {
    const controller = new AbortController();
    watch({ signal: controller.signal });
    await vi.advanceTimersByTimeAsync(3000);
    expect(stream.last.open).toBe(true);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.last.open).toBe(false);
    expect(watcher.state).toMatchObject({ phase: 'waiting', connected: false });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stream.connections).toHaveLength(1);
    const error = await watcher.confirm().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SelfStorageError);
    expect((error as SelfStorageError).code).toBe('aborted');
  });

  it('stops during the reconnect wait and unsubscribes from visibility', async () => {
    const visibility = fakeVisibility();
    watch({ visibility });
    await vi.advanceTimersByTimeAsync(3000);
    stream.last.end();
    await vi.advanceTimersByTimeAsync(50);
    expect(visibility.listenerCount).toBe(1);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(visibility.listenerCount).toBe(0);
  });

  it('does nothing when the signal is already aborted', async () => {
    watch({ signal: AbortSignal.abort() });
    expect(watcher.stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('abandons an inquiry stopped midway', async () => {
    inquire.mockImplementation(
      (_uuid, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    watch();
    const confirmed = watcher.confirm().catch((e: unknown) => e);
    watcher.stop();
    expect(((await confirmed) as SelfStorageError).code).toBe('aborted');
    expect(watcher.state.phase).toBe('checking');
  });
});

describe('asking qr/inquire while waiting (the poll option)', () => {
  it('asks every QR_INQUIRE_POLL_MS and ends the watch failed when the bank refused the payment', async () => {
    watch({ poll: true });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS - 1);
    expect(inquire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(inquire).toHaveBeenCalledTimes(1);
    expect(watcher.state.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    expect(inquire).toHaveBeenCalledTimes(2);
    answer({ success: false, status: 'failed' });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    expect(watcher.state.phase).toBe('failed');
    expect(await watcher.done).toBe('failed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends the watch as a timeout when the payment expired, and paid when it was paid', async () => {
    answer({ success: false, status: 'expired' });
    watch({ poll: true });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    expect(await watcher.done).toBe('timeout');
    answer({ success: true, status: 'paid' });
    watch({ poll: true });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    expect(await watcher.done).toBe('paid');
  });

  it('goes on after a missed answer, and asks nothing without the option', async () => {
    inquire.mockRejectedValueOnce(new Error('offline'));
    watch({ poll: true });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    expect(watcher.state.phase).toBe('waiting');
    answer({ success: false, status: 'failed' });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    expect(watcher.state.phase).toBe('failed');
    inquire.mockClear();
    watch();
    await vi.advanceTimersByTimeAsync(10 * QR_INQUIRE_POLL_MS);
    expect(inquire).not.toHaveBeenCalled();
  });

  it('leaves no timer behind when stopped', async () => {
    watch({ poll: true });
    await vi.advanceTimersByTimeAsync(QR_INQUIRE_POLL_MS);
    watcher.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
