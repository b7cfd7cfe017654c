import { type Command, Option } from 'commander';
import { action } from '../action.ts';
import { type BookOptions, runBook } from '../booking/book-flow.ts';
import { describePayment, METHOD_NAMES } from '../booking/pay.ts';
import { details } from '../format.ts';
import { parseId, selectionOptions } from '../options.ts';

export const book = (program: Command): void => {
  selectionOptions(
    program
      .command('book')
      .description(
        'book a unit and pay; alone on a terminal it walks the whole flow (login first if needed)',
      ),
  )
    .option('--unit <id>', 'unit id (see units)', parseId)
    .option('--promo <code>', 'promotion code')
    .option('--installments', 'pay in instalments when more than one bill is offered')
    .addOption(new Option('--pay <method>', 'payment method').choices(METHOD_NAMES))
    .action(
      action<BookOptions>(async (ctx, options) => {
        const result = await runBook(ctx, options);
        ctx.output.result(result, () =>
          [
            details([[ctx.t('booking.bookingNumber'), result.booking.booking_number]]),
            describePayment(ctx, result.payment),
          ].join('\n'),
        );
      }),
    );
};
