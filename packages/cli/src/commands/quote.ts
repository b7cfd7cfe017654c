import type { Command } from 'commander';
import { action } from '../action.ts';
import { presentQuote, quoteDocument, withInstalments, withPromo } from '../booking/quote.ts';
import { selectService, selectUnit } from '../booking/wizard.ts';
import { requireOptions } from '../context.ts';
import { parseIdOrAny, quoteSchema, selectionOptions, selectionRequired } from '../options.ts';

export const quote = (program: Command): void => {
  selectionOptions(program.command('quote').description('price a unit for the dates (booking-calculate)'))
    .option('--unit <id>', 'unit id (see units), or "any" for a free one', parseIdOrAny)
    .option('--promo <code>', 'promotion code')
    .option('--installments', 'price paying in instalments, when more than one bill is offered')
    .action(
      action(quoteSchema, async (ctx, options) => {
        requireOptions(ctx, { ...selectionRequired(options), '--unit': options.unit });
        const selected = await selectUnit(ctx, await selectService(ctx, options), options.unit);
        const promoted = await withPromo(ctx, selected, options.promo ?? '', false);
        const { state, calculation } = await withInstalments(
          ctx,
          promoted,
          Boolean(options.installments),
          false,
        );
        ctx.output.result(quoteDocument(ctx, state, calculation), () =>
          presentQuote(ctx, state, calculation),
        );
      }),
    );
};
