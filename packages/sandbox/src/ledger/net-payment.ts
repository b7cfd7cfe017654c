import { sumWithholdings, type WithholdingSatang } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import type { BookingRow } from '../data/bookings.ts';
import { isWithholdingChosen } from '../data/withholdings.ts';
import { billWithholding } from './bill-parts.ts';
import { withholdingRate } from './operator-tax.ts';

/** The rate a new payment of this booking's bills is opened with: 0 unless withholding is chosen. */
export const paymentRate = (ctx: SandboxContext, booking: Pick<BookingRow, 'id'>): number =>
  isWithholdingChosen(ctx.store, booking.id) ? withholdingRate() : 0;

/** What paying these bills at this rate comes to, each bill worked out on its own. */
export const paymentWithholding = (
  ctx: SandboxContext,
  invoiceIds: readonly number[],
  ratePercent: number,
): WithholdingSatang => sumWithholdings(invoiceIds.map((id) => billWithholding(ctx, id, ratePercent)));
