import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDate } from '@self-storage/core/dates';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import { money } from '../format.ts';
import { withProgress } from '../progress.ts';

/**
 * The refund document of a move-out: the credit note the server issues the day after the move-out
 * date (by its clock), saved as a PDF in the chosen language, with its figures for --json.
 */
export const creditNote = (program: Command): void => {
  program
    .command('credit-note')
    .description("save the credit note (refund document) of a booking's move-out refund, once it is refunded")
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .option('--out <file>', 'where to save it (default: the credit note number, .pdf, here)')
    .action(
      action(z.object({ out: z.string().min(1).optional() }), async (ctx, options, [given]) => {
        const ref = bookingRef(given);
        const note = await withSession(ctx, async () => {
          const customer_service_id = await bookingId(ctx, ref);
          return withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
            ctx.client.rental.creditNote({ customer_service_id }),
          );
        });
        const path = resolve(options.out ?? note.filename);
        writeFileSync(path, note.pdf);
        const { pdf: _bytes, ...figures } = note;
        ctx.output.result({ ...figures, path }, () =>
          ctx.t('rental.cli.creditNoteSaved', {
            number: note.credit_note_number,
            amount: money(note.refund, ctx.lang, ctx.t),
            date: formatDate(note.issue_date, ctx.lang),
            path,
          }),
        );
      }),
    );
};
