import { repaymentMethods, requireRepaymentAmount } from '@self-storage/core/flow';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import { describeConfirmation, isPaid } from '../booking/confirmation.ts';
import { afterPayment, askMethod, checkMethod, describePayment, payBooking } from '../booking/pay.ts';
import { orAsk, requireOptions } from '../context.ts';
import { withProgress } from '../progress.ts';

export const repay = (program: Command): void => {
  program
    .command('repay')
    .description('pay what is due on an existing booking (QR or card)')
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .addOption(new Option('--pay <method>', 'payment method').choices(['qr', 'card']))
    .option('--no-wait', 'make the QR payment and print it without waiting (see payment wait)')
    .action(
      action(
        z.object({ pay: z.enum(['qr', 'card']).optional(), wait: z.boolean().default(true) }),
        async (ctx, options, [given]) => {
          const ref = bookingRef(given);
          requireOptions(ctx, { '--pay': options.pay });
          const { booking, availableMethods } = await withSession(ctx, async () => {
            const customer_service_id = await bookingId(ctx, ref);
            return withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
              ctx.client.booking.current({ customer_service_id }),
            );
          });
          requireRepaymentAmount(booking);
          const offered = repaymentMethods(availableMethods);
          const method = checkMethod(
            await orAsk(ctx, options.pay, (prompts) => askMethod(ctx, prompts, offered)),
            offered,
          );
          const payment = await payBooking(ctx, booking, method, options.wait);
          const after = await afterPayment(ctx, booking, payment);
          ctx.output.result({ booking: after, payment }, () =>
            isPaid(payment)
              ? [describePayment(ctx, payment), describeConfirmation(ctx, after, payment.invoiceIds)].join(
                  '\n',
                )
              : describePayment(ctx, payment),
          );
        },
      ),
    );
};
