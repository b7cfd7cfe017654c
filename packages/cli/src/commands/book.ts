import { type Command, Option } from 'commander';
import { action } from '../action.ts';
import { bookSchema, runBook } from '../booking/book-flow.ts';
import { describeConfirmation, isPaid } from '../booking/confirmation.ts';
import { describePayment, METHOD_NAMES } from '../booking/pay.ts';
import { details } from '../format.ts';
import { parseIdOrAny, selectionOptions } from '../options.ts';

export const book = (program: Command): void => {
  selectionOptions(
    program
      .command('book')
      .description(
        'book a unit and pay; alone on a terminal it walks the whole flow (login first if needed)',
      ),
  )
    .option(
      '--unit <id>',
      'unit id (see units), or "any": a free one, another if it is taken meanwhile',
      parseIdOrAny,
    )
    .option('--promo <code>', 'promotion code')
    .option('--installments', 'pay in instalments when more than one bill is offered')
    .addOption(new Option('--pay <method>', 'payment method').choices(METHOD_NAMES))
    .option('--no-wait', 'make the QR payment and print it (uuid, callback URL, payload) without waiting')
    .action(
      action(bookSchema, async (ctx, options) => {
        const result = await runBook(ctx, options);
        ctx.output.result(result, () =>
          (isPaid(result.payment)
            ? [
                describePayment(ctx, result.payment),
                describeConfirmation(ctx, result.booking, result.payment.invoiceIds),
              ]
            : [
                details([[ctx.t('booking.bookingNumber'), result.booking.booking_number]]),
                describePayment(ctx, result.payment),
              ]
          ).join('\n'),
        );
      }),
    );
};
