import { spawn } from 'node:child_process';

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Stopped by `stop`, or by a SIGINT or SIGTERM from outside (a Ctrl-C reaches the whole group). */
  interrupted: boolean;
}

/** Runs one command of a step as its own process, as a QA engineer's shell would; `stop` ends it. */
export const runProcess = (
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  stop?: AbortSignal,
): Promise<Finished> =>
  new Promise((resolve) => {
    const [command = '', ...args] = argv;
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    let interrupted = false;
    const onStop = (): void => {
      interrupted = true;
      child.kill('SIGTERM');
    };
    if (stop?.aborted) onStop();
    else stop?.addEventListener('abort', onStop, { once: true });
    child.on('error', (error) => {
      stderr += `${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
      interrupted ||= !timedOut && (signal === 'SIGINT' || signal === 'SIGTERM');
      resolve({ code: code ?? 1, stdout, stderr, timedOut, interrupted });
    });
  });
