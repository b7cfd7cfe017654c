import { spawn } from 'node:child_process';

const CHILD_TIMEOUT_MS = 60_000;

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
  /** From spawn to exit, wall clock. */
  ms: number;
}

export interface Started {
  /** Resolves with the first match of `pattern` in stderr, and the ms since spawn. */
  stderrMatch(pattern: RegExp): Promise<{ match: RegExpMatchArray; ms: number }>;
  done: Promise<Finished>;
}

/** A Node process (the one running this benchmark, Node 24) with its output collected. */
export const startNode = (args: readonly string[], env: NodeJS.ProcessEnv): Started => {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, timeout: CHILD_TIMEOUT_MS });
  let stdout = '';
  let stderr = '';
  const watchers: (() => void)[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    for (const watch of watchers) watch();
  });
  const done = new Promise<Finished>((resolve) => {
    child.on('close', (code) =>
      resolve({ code: code ?? 1, stdout, stderr, ms: performance.now() - started }),
    );
  });
  return {
    done,
    stderrMatch: (pattern) =>
      new Promise((resolve, reject) => {
        const watch = (): void => {
          const match = stderr.match(pattern);
          if (match) resolve({ match, ms: performance.now() - started });
        };
        watchers.push(watch);
        watch();
        void done.then(() => reject(new Error(`exited before ${pattern} appeared:\n${stderr}`)));
      }),
  };
};

export const runNode = (args: readonly string[], env: NodeJS.ProcessEnv): Promise<Finished> =>
  startNode(args, env).done;
