/**
 * The signed-in screens for both visitors, a new device and a returning customer, in a Thai and an
 * English browser, and pay → success for each way to pay: the part of the web section that the
 * speed of a returning customer's screens is about, quicker to run before and after a change
 * (`npm run bench -- --only screens [--runs 1] [--as screens-before]`).
 */
import { paymentTimes } from './payments.ts';
import { signedInRuns } from './signed-in.ts';
import type { BenchContext, Row } from './types.ts';
import { paymentRows, signedInRows } from './web.ts';

export const about = `- Measured as the web section measures them (see there): Lighthouse on each signed-in screen for
  a new device and a returning customer, in a Thai and an English browser, and pay → success for
  each way to pay. The rows of one run are comparable with each other; compare runs by their load.`;

export const bench = async (ctx: BenchContext): Promise<Row[]> => {
  await ctx.build('@self-storage/web');
  const sandbox = await ctx.startSandbox();
  try {
    const screens = await signedInRuns(ctx, sandbox.url);
    const payments = await paymentTimes(ctx, sandbox.url);
    return [...screens.flatMap(signedInRows), ...paymentRows(payments)].map((row) => ({
      ...row,
      area: 'screens',
    }));
  } finally {
    await sandbox.close();
  }
};
