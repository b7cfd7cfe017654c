import { spawn } from 'node:child_process';

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs one command of a step as its own process, as a QA engineer's shell would. */
export const runProcess = (
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
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
    child.on('error', (error) => {
      stderr += `${error.message}\n`;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout, stderr, timedOut });
    });
  });
