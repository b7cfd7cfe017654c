import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { sandboxGateScan } from '../sandbox-controls.ts';
import { attemptResult } from './access.ts';

/** QA: the sandbox's gate of a branch, scanning a pass's QR payload or keypad PIN (docs/sandbox.md). */
export const gate = (program: Command): void => {
  const group = program
    .command('gate')
    .description("the sandbox's gate at a branch (not part of the booking API)");
  group
    .command('scan')
    .description("scan a pass's QR payload (SSA1.<pass>.<code>) or type its keypad PIN at a branch's gate")
    .requiredOption('--branch <id>', 'the branch whose gate reads it')
    .argument('<code>', 'the QR payload or the 6-digit PIN')
    .action(
      action(z.object({ branch: z.coerce.number().int().positive() }), async (ctx, options, [code]) => {
        const answer = await sandboxGateScan(ctx, options.branch, String(code));
        ctx.output.result(answer, () =>
          ctx.t('cli.access.scanned', {
            result: attemptResult(ctx, answer.granted, answer.reason),
            branch: options.branch,
          }),
        );
      }),
    );
};
