import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningSandbox } from './types.ts';

/** Generous: on a machine busy with other work, loading the sources alone has taken over 15 s. */
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const LISTENING = /listening on (http:\/\/\S+)/;

/**
 * Starts `packages/sandbox/src/main.ts` as `npm start` does, on port 0 with a fresh database.
 * Its log goes to a file rather than a pipe: draining a pipe would cost the load generator's
 * own event loop, and a full one would stall the server.
 */
export const startSandboxProcess = async (
  root: string,
  env: Readonly<Record<string, string>> = {},
): Promise<RunningSandbox> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'self-storage-bench-'));
  const logFile = join(dataDir, 'sandbox.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(root, 'packages/sandbox/src/main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
      if (!stopped) child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const url = LISTENING.exec(readFileSync(logFile, 'utf8'))?.[1];
    if (url) return { url, pid: child.pid ?? 0, dataDir, close };
    await sleep(50);
  }
  const output = readFileSync(logFile, 'utf8');
  await close();
  throw new Error(`The sandbox did not start:\n${output}`);
};

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined
 * elsewhere. Unlike latency, it hardly moves with what else the machine is doing.
 */
export const cpuTimeMs = (pid: number): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
};
