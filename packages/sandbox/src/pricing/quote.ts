import { today as bangkokToday } from '@self-storage/core/dates';
import { checkPeriod } from '../catalogue/period.ts';
import type { SandboxContext } from '../context.ts';
import { extraFees, findUnit, promotionOfCode, type UnitRow } from '../data/catalogue.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { dateText } from '../time.ts';
import { type Fee, type Price, type Promotion, priceFor } from './price.ts';

export interface Quote {
  unit: UnitRow;
  price: Price;
  promotion: Promotion | undefined;
  fees: readonly Fee[];
}

const UNKNOWN_PROMOTION = text('server.replies.pricing.unknownPromotion');

/** The promotion a code names if it is valid today; none for an empty code. Refusals say why. */
export const findPromotion = (ctx: SandboxContext, code: string, today: string): Promotion | undefined => {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  const promotion = promotionOfCode(ctx.store, wanted);
  if (!promotion) throw refuse('invalid_request', UNKNOWN_PROMOTION);
  if (today < promotion.valid_from) {
    throw refuse(
      'invalid_request',
      text('server.replies.pricing.promotionStarts', { from: dateText(promotion.valid_from) }),
    );
  }
  if (today > promotion.valid_to) {
    throw refuse(
      'invalid_request',
      text('server.replies.pricing.promotionEnded', { to: dateText(promotion.valid_to) }),
    );
  }
  return promotion;
};

/** The server's own price of renting a unit for a period: what booking-calculate shows and booking-storage charges. */
export const quote = (
  ctx: SandboxContext,
  request: { unitId: number; start: string; end: string; promoCode: string; instalments: boolean },
): Quote => {
  const unit = findUnit(ctx.store, request.unitId);
  if (!unit) {
    throw refuse('no_service', text('server.replies.pricing.noUnit', { unitId: request.unitId }));
  }
  const now = ctx.now();
  const days = checkPeriod(now, request.start, request.end);
  const today = bangkokToday(now);
  const promotion = findPromotion(ctx, request.promoCode, today);
  const fees = extraFees(ctx.store);
  const price = priceFor({
    monthlyRate: unit.monthly_rate_satang,
    days,
    promotion,
    fees,
    instalments: request.instalments,
    today,
    start: request.start,
  });
  return { unit, price, promotion, fees };
};
