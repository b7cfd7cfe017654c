import { PAYMENT_METHOD, type ReplyOf, type RequestOf } from '@self-storage/core';
import { fromSatang } from '@self-storage/core/money';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { OK, ok } from '../reply.ts';
import { quote } from './quote.ts';

type Calculation = ReplyOf<'bookingCalculate'>['datas'];

const NEW_BOOKING_METHODS = [
  { id: PAYMENT_METHOD.qr },
  { id: PAYMENT_METHOD.kiosk },
  { id: PAYMENT_METHOD.card },
];

export const bookingCalculate = (
  ctx: SandboxContext,
  body: RequestOf<'bookingCalculate'>,
  call: Call,
): ReplyOf<'bookingCalculate'> => {
  const { unit, price, promotion, fees } = quote(ctx, {
    unitId: body.unit_id,
    start: body.start_date,
    end: body.end_date,
    promoCode: body.promo_code,
    instalments: body.is_reccuringcheck === 1,
  });
  if (
    unit.branch_id !== body.project_id ||
    unit.open_service_id !== body.open_service_id ||
    unit.model_id !== body.open_service_model_id
  ) {
    throw refuse('no_service', text('server.replies.pricing.unitNotInChoice', { unitId: body.unit_id }));
  }
  const datas: Calculation = {
    total: fromSatang(price.total),
    dynamic: fromSatang(price.dynamic),
    total_after_discount: fromSatang(price.grandTotal),
    summary: price.billCount,
    extracheck: fees.map((fee) => ({
      name_th: fee.name_th,
      name_en: fee.name_en,
      amount: fromSatang(fee.amount_satang),
    })),
    promotion: promotion
      ? {
          discount_amount: fromSatang(price.discount),
          promotion: {
            name: call.language === 'en' ? promotion.name_en : promotion.name_th,
            name_th: promotion.name_th,
            name_en: promotion.name_en,
          },
        }
      : null,
    availableMethods: NEW_BOOKING_METHODS,
    promo_code: body.promo_code,
    is_reccuringcheck: body.is_reccuringcheck,
  };
  return ok(call, OK, { datas });
};
