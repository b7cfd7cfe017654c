import type { ReplyOf, RequestOf } from '@self-storage/core';
import { withholdingOf, withholdingToBaht } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import { withholdingRate } from '../ledger/operator-tax.ts';
import { quote } from '../pricing/quote.ts';

/**
 * booking-calculate's `withholding` (an extension): what the first payment of the booking being
 * priced comes to net of withholding tax, worked out as the payment will be once booked (its
 * deposits carry none), so the summary shows what the QR, card or kiosk then charges.
 */
export const withCalculatedWithholding = (
  ctx: SandboxContext,
  body: RequestOf<'bookingCalculate'>,
  reply: ReplyOf<'bookingCalculate'>,
): ReplyOf<'bookingCalculate'> => {
  if (!body.withholding) return reply;
  const { price, fees } = quote(ctx, {
    unitId: body.unit_id,
    start: body.start_date,
    end: body.end_date,
    promoCode: body.promo_code,
    instalments: body.is_reccuringcheck === 1,
  });
  const deposits = fees.filter((fee) => fee.deposit).reduce((sum, fee) => sum + fee.amount_satang, 0);
  const figures = withholdingOf(price.plan.payableNow, deposits, withholdingRate());
  return { ...reply, datas: { ...reply.datas, withholding: withholdingToBaht(figures) } };
};
