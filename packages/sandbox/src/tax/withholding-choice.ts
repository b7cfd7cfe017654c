import type { ReplyOf, RequestOf } from '@self-storage/core';
import { withholdingToBaht } from '@self-storage/core/figures';
import { requireCustomer } from '../accounts/sessions.ts';
import { ownBooking } from '../bookings/own.ts';
import { dueInvoices, invoiceRows, isOpen, statusOf } from '../bookings/view.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { paymentRate, paymentWithholding } from '../ledger/net-payment.ts';
import { OK, ok } from '../reply.ts';
import { chooseWithholding, isCorporate, notForPersons, withholdingChosen } from './withholding.ts';

/**
 * Whether a booking's payments are made net of withholding tax, set or read (an extension), with
 * what the bills due now come to: the QR, card or kiosk payment opened next charges `due.net`.
 */
export const withholding = (
  ctx: SandboxContext,
  body: RequestOf<'withholding'>,
  call: Call,
): ReplyOf<'withholding'> => {
  const customerId = requireCustomer(ctx, body.token);
  const booking = ownBooking(ctx, customerId, body.customer_service_id);
  if (body.withholding !== undefined) {
    if (body.withholding && !isCorporate(ctx, customerId)) throw notForPersons();
    if (!isOpen(statusOf(booking, ctx.now())))
      throw refuse('conflict', text('server.replies.tax.bookingClosed'));
    chooseWithholding(ctx, customerId, booking.id, body.withholding);
  }
  const due = dueInvoices(invoiceRows(ctx, booking), ctx.now());
  return ok(call, OK, {
    datas: {
      withholding: withholdingChosen(ctx, booking.id),
      due:
        due.length === 0
          ? null
          : withholdingToBaht(
              paymentWithholding(
                ctx,
                due.map((i) => i.id),
                paymentRate(ctx, booking),
              ),
            ),
    },
  });
};
