import { buildCli } from '../../build.ts';

/**
 * Vitest global setup: the commands under test are the freshly built CLI, never a stale one. Under
 * Nx the test target already depends on the build (nx.json), so it is not built a second time.
 */
export default async function setup(): Promise<void> {
  if (process.env.NX_TASK_TARGET_TARGET === 'test') return;
  await buildCli();
}
