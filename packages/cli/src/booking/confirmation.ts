import { type Booking, bookingConfirmation, formatAmount, formatDate } from '@self-storage/core';
import type { Context } from '../context.ts';
import { dateRange, details, satangMoney } from '../format.ts';
import type { PaymentResult } from './pay.ts';

export const isPaid = (payment: PaymentResult): boolean =>
  payment.method === 'qr' && payment.status === 'paid';

/** What the customer keeps of a paid booking, as the web's success page shows it (core's figures). */
export const describeConfirmation = (ctx: Context, booking: Booking): string => {
  const { t, lang } = ctx;
  const c = bookingConfirmation(booking, lang);
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
    [t('confirmation.amountPaid'), satangMoney(c.paid, lang, t)],
    [
      t('confirmation.nextBill'),
      c.nextBill
        ? t('confirmation.nextBillValue', {
            amount: formatAmount(c.nextBill.amount, lang),
            date: formatDate(c.nextBill.due, lang),
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
