import * as z from 'zod';
import { chargeFailure } from '../contract/autopay.ts';
import { booking, invoice } from '../contract/booking.ts';
import { lazySchema } from '../contract/lazy.ts';

/*
 * The events the sandbox records for every change a rental goes through, as its webhooks deliver
 * them and its event list shows them: each carries the booking as the API shows it after the
 * change, and the bill, payment or document the change was about.
 */

/** Every event type, with what its `data` holds beside the booking. */
export const EVENT_TYPES = [
  'booking.created',
  'booking.paid',
  'booking.expired',
  'booking.cancelled',
  'bill.due',
  'bill.overdue',
  'bill.paid',
  'payment.failed',
  'rental.extended',
  'rental.suspended',
  'rental.restored',
  'notice.given',
  'notice.withdrawn',
  'credit_note.issued',
  'tax_invoice.issued',
  'autopay.charged',
  'autopay.failed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const envelope = <T extends EventType, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({
    /** `evt_` and a number rising with each event of the sandbox. */
    id: z.string(),
    type: z.literal(type),
    /** ISO instant by the sandbox's clock (its test clock included). */
    created_at: z.string(),
    data: z.object({ booking: booking, ...data }),
  });

const bill = { bill: invoice };
const payment = { payment: z.object({ uuid: z.string(), amount: z.number() }) };
const creditNote = { credit_note: z.object({ number: z.string(), issue_date: z.string() }) };
const taxInvoice = { tax_invoice: z.object({ number: z.string(), bill_id: z.number().int() }) };
/** A charge of a saved card by autopay: its try, and on a failure why and the day of the next try. */
const charge = {
  ...bill,
  ...payment,
  attempt: z.number().int().positive(),
  card: z.object({ brand: z.string(), last4: z.string() }),
};
const failure = { ...charge, reason: chargeFailure, next_retry: z.iso.date().nullable() };

const variants = () =>
  [
    envelope('booking.created', {}),
    envelope('booking.paid', {}),
    envelope('booking.expired', {}),
    envelope('booking.cancelled', {}),
    envelope('bill.due', bill),
    envelope('bill.overdue', bill),
    envelope('bill.paid', bill),
    envelope('payment.failed', payment),
    envelope('rental.extended', {}),
    envelope('rental.suspended', bill),
    envelope('rental.restored', {}),
    envelope('notice.given', {}),
    envelope('notice.withdrawn', {}),
    envelope('credit_note.issued', creditNote),
    envelope('tax_invoice.issued', taxInvoice),
    envelope('autopay.charged', charge),
    envelope('autopay.failed', failure),
  ] as const;

/** One event of the sandbox: a union on `type`. */
export const rentalEvent = lazySchema(() => z.discriminatedUnion('type', variants()));
export type RentalEvent = z.infer<typeof rentalEvent>;
/** The event of one type, with its `data` typed. */
export type RentalEventOf<T extends EventType> = Extract<RentalEvent, { type: T }>;

/** Each event type's schema, by type: the OpenAPI document names each. */
export const eventSchemas = (): Record<EventType, z.ZodType> => {
  const byType = {} as Record<EventType, z.ZodType>;
  for (const schema of variants()) byType[schema.shape.type.value] = schema;
  return byType;
};
