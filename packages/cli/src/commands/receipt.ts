import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { parseId } from '../options.ts';
import { withProgress } from '../progress.ts';

export const receipt = (program: Command): void => {
  program
    .command('receipt')
    .description('save the PDF receipt of a paid bill, in the chosen language')
    .argument('<invoice-id>', 'id of a paid bill (the invoices of history --json)', parseId)
    .option('--out <file>', 'where to save it (default: the receipt number, .pdf, here)')
    .action(
      action(z.object({ out: z.string().min(1).optional() }), async (ctx, options, [id]) => {
        const found = await withSession(ctx, () =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
            ctx.client.booking.receipt({ invoice_id: Number(id) }),
          ),
        );
        const path = resolve(options.out ?? found.filename);
        writeFileSync(path, found.pdf);
        ctx.output.result({ receiptNumber: found.receiptNumber, filename: found.filename, path }, () =>
          ctx.t('cli.status.receiptSaved', { number: found.receiptNumber, path }),
        );
      }),
    );
};
