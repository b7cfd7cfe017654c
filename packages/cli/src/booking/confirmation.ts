import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingConfirmation, paymentResult } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import type { Context } from '../context.ts';
import { dateRange, details, satangMoney } from '../format.ts';
import type { PaymentResult } from './pay.ts';
import type { QrPaid } from './qr.ts';

export const isPaid = (payment: PaymentResult): payment is QrPaid =>
  payment.method === 'qr' && payment.status === 'paid';

/**
 * What the customer keeps of a paid booking, as the web's success page shows it (core's figures):
 * the amount this payment paid and what remains, not the running total.
 */
export const describeConfirmation = (
  ctx: Context,
  booking: Booking,
  paidInvoiceIds: readonly number[],
): string => {
  const { t, lang } = ctx;
  const c = bookingConfirmation(booking, lang);
  const result = paymentResult(booking, paidInvoiceIds);
  const branch = [
    c.branch.name,
    c.branch.address,
    c.branch.phone ? t('confirmation.branchPhone', { phone: c.branch.phone }) : undefined,
  ].filter((part): part is string => Boolean(part));
  const pairs: [string, string][] = [
    [t('confirmation.bookingNumber'), c.bookingNumber],
    [t('confirmation.branch'), branch.join(', ')],
    [t('confirmation.unit'), t('confirmation.unitValue', { ...c.unit })],
    [t('confirmation.dates'), dateRange(c.start, c.end, lang, t)],
    [t('confirmation.amountPaid'), satangMoney(result.justPaid, lang, t)],
    ...(result.remaining > 0
      ? [[t('confirmation.remaining'), satangMoney(result.remaining, lang, t)] as [string, string]]
      : []),
    [
      t('confirmation.nextBill'),
      result.nextBill
        ? t('confirmation.nextBillValue', {
            amount: formatAmount(result.nextBill.amount, lang),
            date: formatDate(result.nextBill.due, lang),
          })
        : t('confirmation.noNextBill'),
    ],
  ];
  return [
    details(pairs),
    '',
    t('confirmation.accessTitle'),
    `- ${t('confirmation.accessKeyCard')}`,
    `- ${t('confirmation.accessHours')}`,
  ].join('\n');
};
