import { EXIT, type ExitCode } from './errors.ts';

export type StopSignal = 'SIGINT' | 'SIGTERM';

const STOP_SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

export const exitCodeOf = (signal: StopSignal): ExitCode =>
  signal === 'SIGINT' ? EXIT.sigint : EXIT.sigterm;

/** What a command that cleans up after itself is told of an interrupt. */
export interface Interrupts {
  /** Aborted on the first SIGINT or SIGTERM, with the signal's name as its reason. */
  readonly stop: AbortSignal;
  /** The signal received, if any. */
  received(): StopSignal | undefined;
  /** Gives the signals back to Node's default (ending the process). */
  dispose(): void;
}

/** The part of `process` that delivers signals: passed in, so the listening stays at the command's edge. */
export type SignalSource = Pick<NodeJS.Process, 'on' | 'off'>;

/**
 * Catches the first SIGINT or SIGTERM so the command can stop what runs, clean up and report.
 * Both are then given back: a second one ends the process at once, as a user pressing Ctrl-C
 * twice expects.
 */
export const listenForInterrupts = (source: SignalSource): Interrupts => {
  const controller = new AbortController();
  let received: StopSignal | undefined;
  const handlers = STOP_SIGNALS.map((signal) => {
    const handler = (): void => {
      received = signal;
      dispose();
      controller.abort(signal);
    };
    return [signal, handler] as const;
  });
  const dispose = (): void => {
    for (const [signal, handler] of handlers) source.off(signal, handler);
  };
  for (const [signal, handler] of handlers) source.on(signal, handler);
  return { stop: controller.signal, received: () => received, dispose };
};
