import type { Language } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import type { BookingConfirmation } from '@self-storage/core/figures';
import { type Text, text } from '../../language/text.ts';
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
  return [
    text(
      `สาขา${th.branch.name}${th.branch.address ? ` ${th.branch.address}` : ''}${th.branch.phone ? ` โทร ${th.branch.phone}` : ''}`,
      `Branch: ${en.branch.name}${en.branch.address ? `, ${en.branch.address}` : ''}${en.branch.phone ? `, phone ${en.branch.phone}` : ''}.`,
    ),
    text(
      `ห้อง ${th.unit.name} อาคาร ${th.unit.building} ชั้น ${th.unit.floor} (${th.unit.group} ${th.unit.size})`,
      `Unit ${en.unit.name}, building ${en.unit.building}, floor ${en.unit.floor} (${en.unit.group}, ${en.unit.size}).`,
    ),
    text(`ระยะเวลาเช่า ${th.from} ถึง ${th.to}`, `Rental from ${en.from} to ${en.to}.`),
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
    text(`สร้างการจอง ${data.bookingNumber} แล้ว`, `Booking ${data.bookingNumber} created`),
    [
      text(
        `ขอบคุณที่จองกับเรา หมายเลขการจองของคุณคือ ${data.bookingNumber}`,
        `Thank you for booking with us. Your booking number is ${data.bookingNumber}.`,
      ),
      ...details(data.confirmation),
      text(
        `ยอดชำระวันนี้: ${now.th} (ยอดรวมการจอง ${total.th})`,
        `Amount to pay now: ${now.en} (booking total ${total.en}).`,
      ),
      ...later.map((bill, i) => {
        const amount = bahtText(bill.amount);
        const due = dateText(bill.due);
        return text(
          `งวดที่ ${i + 2}: ${amount.th} ครบกำหนด ${due.th}`,
          `Bill ${i + 2}: ${amount.en} due ${due.en}.`,
        );
      }),
      text(
        `กรุณาชำระภายใน ${deadline.th} มิฉะนั้นห้องจะถูกปล่อยให้ผู้อื่นจอง`,
        `Please pay by ${deadline.en}, or the unit is released.`,
      ),
      ...(data.kioskReference
        ? [
            text(
              `ชำระที่ตู้คีออสก์ด้วยหมายเลขอ้างอิง ${data.kioskReference}`,
              `Pay at a kiosk with reference ${data.kioskReference}.`,
            ),
          ]
        : []),
    ],
    // Nothing is paid yet: the link pays the booking for the first time.
    { label: text('ชำระเงินสำหรับการจองนี้', 'Pay for this booking'), url: data.payUrl },
  );
};
