import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_MAIN } from '../../build.ts';

/** Commands run as the built CLI, the artifact that ships (vitest's global setup builds it). */
export const MAIN = BUILT_MAIN;

/** A child still running after this is killed, so a failed test leaves no QR wait behind. */
const CHILD_TIMEOUT_MS = 60_000;

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Variables added to the child's environment. */
  env?: NodeJS.ProcessEnv;
  /** Written to the child's stdin, which is then closed. */
  input?: string;
  /** Kills the child after this long instead of CHILD_TIMEOUT_MS, for a run longer than a test's default. */
  timeoutMs?: number;
}

export interface Cli {
  configDir: string;
  /** Runs `self-storage --base-url <sandbox> ...args` (no --base-url without a sandbox) and collects everything. */
  run(args: readonly string[], options?: RunOptions): Promise<Run>;
  /** Starts it in the background, for a command that waits on another process. */
  start(args: readonly string[]): Running;
  /** Runs it and parses stdout, which must be exactly one JSON document. */
  json<T = unknown>(args: readonly string[], options?: RunOptions): Promise<T>;
}

export interface Running {
  child: ChildProcess;
  /** Resolves with the first match of `pattern` in stderr so far or to come. */
  stderrMatch(pattern: RegExp): Promise<RegExpMatchArray>;
  done: Promise<Run>;
}

/** The environment of a child: the caller's, minus our own settings, plus a private config dir. */
const childEnv = (configDir: string): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SELF_STORAGE_')),
  );
  return { ...env, SELF_STORAGE_CONFIG_DIR: configDir };
};

export const createCli = (baseUrl?: string): Cli => {
  const configDir = mkdtempSync(join(tmpdir(), 'self-storage-cli-'));
  const argv = (args: readonly string[]) => [MAIN, ...(baseUrl ? ['--base-url', baseUrl] : []), ...args];
  const run = (args: readonly string[], options: RunOptions = {}): Promise<Run> =>
    new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        argv(args),
        { env: { ...childEnv(configDir), ...options.env }, timeout: options.timeoutMs ?? CHILD_TIMEOUT_MS },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
      child.stdin?.end(options.input ?? '');
    });
  return {
    configDir,
    run,
    start(args) {
      const child = spawn(process.execPath, argv(args), {
        env: childEnv(configDir),
        timeout: CHILD_TIMEOUT_MS,
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const done = new Promise<Run>((resolve) => {
        child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
      });
      const stderrMatch = (pattern: RegExp) =>
        new Promise<RegExpMatchArray>((resolve, reject) => {
          const check = (): boolean => {
            const match = stderr.match(pattern);
            if (match) resolve(match);
            return Boolean(match);
          };
          if (check()) return;
          const onData = (): void => {
            if (check()) child.stderr.off('data', onData);
          };
          child.stderr.on('data', onData);
          void done.then(() => reject(new Error(`Exited before ${pattern} appeared:\n${stderr}`)));
        });
      return { child, stderrMatch, done };
    },
    async json(args, options) {
      const result = await run(['--json', ...args], options);
      if (result.code !== 0) throw new Error(`exit ${result.code}: ${result.stdout}\n${result.stderr}`);
      return JSON.parse(result.stdout);
    },
  };
};
