import type { Language } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import type { BookingConfirmation } from '@self-storage/core/figures';
import { perLanguage, type Text, text, textIn } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { bangkokDateTimeText, dateText } from '../../time.ts';
import { composeMail, type MailParts, type Reader } from '../customer-mail.ts';

export interface BookingCreated {
  bookingNumber: string;
  /** What was booked, as the success page and the booking detail read it (core's confirmation), per language. */
  confirmation: Readonly<Record<Language, BookingConfirmation>>;
  /** Satang: the booking's total and its bills, the first due today. */
  total: number;
  bills: readonly { amount: number; due: string }[];
  /** When the unpaid hold ends (epoch ms). */
  payBy: number;
  /** The kiosk reference, for a booking paid at a kiosk. */
  kioskReference: string | null;
  payUrl: string;
}

const details = (confirmation: BookingCreated['confirmation']): Text[] => {
  const read = (language: Language) => {
    const c = confirmation[language];
    return { ...c, from: formatDate(c.start, language), to: formatDate(c.end, language) };
  };
  const th = read('th');
  const en = read('en');
  const each = { th, en };
  return [
    perLanguage((language) => {
      const { branch } = each[language];
      return textIn(language, 'server.mail.bookingCreated.branch', {
        name: branch.name,
        address: branch.address
          ? textIn(language, 'server.mail.bookingCreated.branchAddress', { address: branch.address })
          : '',
        phone: branch.phone
          ? textIn(language, 'server.mail.bookingCreated.branchPhone', { phone: branch.phone })
          : '',
      });
    }),
    perLanguage((language) =>
      textIn(language, 'server.mail.bookingCreated.unit', { ...each[language].unit }),
    ),
    perLanguage((language) =>
      textIn(language, 'server.mail.bookingCreated.period', {
        from: each[language].from,
        to: each[language].to,
      }),
    ),
  ];
};

/** booking-storage: the booking made, what it costs and by when to pay; nothing is paid yet. */
export const bookingCreatedMail = (reader: Reader, data: BookingCreated): MailParts => {
  const [first, ...later] = data.bills;
  const now = bahtText(first?.amount ?? 0);
  const total = bahtText(data.total);
  const deadline = bangkokDateTimeText(data.payBy);
  return composeMail(
    reader,
    text('server.mail.bookingCreated.subject', { bookingNumber: data.bookingNumber }),
    [
      text('server.mail.bookingCreated.thanks', { bookingNumber: data.bookingNumber }),
      ...details(data.confirmation),
      text('server.mail.bookingCreated.payNow', { now, total }),
      ...later.map((bill, i) => {
        const amount = bahtText(bill.amount);
        const due = dateText(bill.due);
        return text('server.mail.bookingCreated.laterBill', { n: i + 2, amount, due });
      }),
      text('server.mail.bookingCreated.payBy', { deadline }),
      ...(data.kioskReference
        ? [text('server.mail.bookingCreated.kiosk', { kioskReference: data.kioskReference })]
        : []),
    ],
    // Nothing is paid yet: the link pays the booking for the first time.
    { label: text('server.mail.actions.payForBooking'), url: data.payUrl },
  );
};
