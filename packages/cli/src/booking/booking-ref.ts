import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { withProgress } from '../progress.ts';

/**
 * A booking as the CLI takes it: its number (SS-YYYY-NNNNNN), which every screen, mail and
 * receipt shows, or its id (the ID column of history), which the API takes.
 */
export type BookingRef = number | string;

const BOOKING_NUMBER = /^SS-\d{4}-\d{6}$/i;

/** The booking argument as given; checked in the command rather than by commander, to say so in the run's language. */
export const bookingRef = (value: unknown): BookingRef => {
  const text = String(value);
  if (BOOKING_NUMBER.test(text)) return text.toUpperCase();
  if (/^\d{1,15}$/.test(text) && Number(text) >= 1) return Number(text);
  throw new CliError('usage', `${text} is not a booking number or id`, {
    key: 'cli.details.bookingRef',
    vars: { value: text, example: 'SS-2026-000002', command: 'self-storage history' },
  });
};

/** The help of every command's booking argument. */
export const BOOKING_ARGUMENT_HELP =
  'the booking: its number (SS-2026-000002) or id (the ID column of history)';

/** The id the API takes: an id as it is, a number looked up in the customer's bookings. */
export const bookingId = async (ctx: Context, ref: BookingRef): Promise<number> => {
  if (typeof ref === 'number') return ref;
  const bookings = await withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
    ctx.client.booking.history({}),
  );
  const found = bookings.find((booking) => booking.booking_number.toUpperCase() === ref);
  if (found) return found.customerService_id;
  throw new CliError('booking_not_found', `No booking ${ref} in this account`, {
    key: 'cli.details.bookingNotFound',
    vars: { booking: ref, command: 'self-storage history' },
  });
};
