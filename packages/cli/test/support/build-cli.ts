import { buildCli } from '../../build.ts';

/** Vitest global setup: the commands under test are the freshly built CLI, never a stale one. */
export default async function setup(): Promise<void> {
  await buildCli();
}
