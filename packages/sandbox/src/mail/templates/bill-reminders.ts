import { inBoth, type Text, text } from '../../language/text.ts';
import { bahtText } from '../../money.ts';
import { addDays, dateText } from '../../time.ts';
import { type Action, composeMail, type MailParts, type Reader } from '../customer-mail.ts';

/** A bill due now, as the overdue policy's mails list it. */
export interface OwedBill {
  installmentNo: number;
  /** Satang. */
  amount: number;
  dueDate: string;
}

/** What a booking owes now and how to pay it, as every mail of the overdue policy says. */
export interface Arrears {
  bookingNumber: string;
  /** The bill the mail is about (the oldest unpaid), then any other bill due now. */
  bills: readonly [OwedBill, ...OwedBill[]];
  /** The day access to the unit is (or was) suspended. */
  suspendOn: string;
  /** Pays every bill due now at a kiosk. */
  kioskReference: string;
  /** A re-payment link of its own. */
  payUrl: string;
}

const total = (arrears: Arrears): number => arrears.bills.reduce((sum, bill) => sum + bill.amount, 0);

const payAction = (arrears: Arrears): Action => ({
  label: text('server.mail.actions.payBooking', { bookingNumber: arrears.bookingNumber }),
  url: arrears.payUrl,
});

/** The sum owed now, then every bill due with its due date and amount. */
export const owedLine = (arrears: Arrears): Text => {
  const items = arrears.bills.map((bill) => {
    const [due, amount] = [dateText(bill.dueDate), bahtText(bill.amount)];
    return text('server.mail.billReminders.bill', { installmentNo: bill.installmentNo, due, amount });
  });
  const sum = bahtText(total(arrears));
  // Thai lists with commas; the English list sits in brackets, so its items part with semicolons.
  const bills = inBoth(items.map((i) => i.th).join(', '), items.map((i) => i.en).join('; '));
  return text('server.mail.billReminders.owed', { sum, bills });
};

/** The two ways to pay what is due: the link (QR or card) and a kiosk. */
export const howToPayLine = (arrears: Arrears): Text =>
  text('server.mail.billReminders.howToPay', { kioskReference: arrears.kioskReference });

const suspensionLine = (arrears: Arrears): Text => {
  const [payBy, from] = [dateText(addDays(arrears.suspendOn, -1)), dateText(arrears.suspendOn)];
  return text('server.mail.billReminders.payBy', { payBy, from });
};

/** The overdue policy's reminder on the due date. */
export const billDueMail = (reader: Reader, arrears: Arrears): MailParts => {
  const [bill] = arrears.bills;
  const [amount, due] = [bahtText(bill.amount), dateText(bill.dueDate)];
  return composeMail(
    reader,
    text('server.mail.billReminders.dueTodaySubject', {
      installmentNo: bill.installmentNo,
      bookingNumber: arrears.bookingNumber,
    }),
    [
      text('server.mail.billReminders.dueToday', { installmentNo: bill.installmentNo, amount, due }),
      suspensionLine(arrears),
      owedLine(arrears),
      howToPayLine(arrears),
    ],
    payAction(arrears),
  );
};

/** The overdue policy's second reminder, days before the suspension it names. */
export const billOverdueMail = (reader: Reader, arrears: Arrears): MailParts => {
  const [bill] = arrears.bills;
  const [amount, due] = [bahtText(bill.amount), dateText(bill.dueDate)];
  return composeMail(
    reader,
    text('server.mail.billReminders.overdueSubject', {
      installmentNo: bill.installmentNo,
      bookingNumber: arrears.bookingNumber,
    }),
    [
      text('server.mail.billReminders.overdue', { installmentNo: bill.installmentNo, amount, due }),
      suspensionLine(arrears),
      owedLine(arrears),
      howToPayLine(arrears),
    ],
    payAction(arrears),
  );
};
