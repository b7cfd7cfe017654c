import type { CallBody, RequestOf } from '../contract/endpoints.ts';
import type { Booking } from '../contract/types.ts';
import { SelfStorageError } from '../errors.ts';
import type { FlowState } from './state.ts';
import { requireChoices } from './steps.ts';

/*
 * The requests of the booking flow built from its state. Each throws a SelfStorageError with
 * code `invalid_input` and the key of the first missing choice (`errors.emptyData`,
 * `errors.unitRequire`, `errors.paymentRequire`) rather than send an incomplete request.
 */

// Narrowing after requireChoices: the values are there, TypeScript cannot see it.
const chosen = <T>(value: T | undefined): T => value as T;

/**
 * The session field of a request: the token given, or none for a client holding a session to
 * fill in. A token given but empty is a session already lost, not one to fill.
 */
const sessionField = <F extends string>(field: F, token: string | undefined): Partial<Record<F, string>> => {
  if (token === undefined) return {};
  if (!token) {
    throw new SelfStorageError({
      code: 'session_expired',
      key: 'errors.sessionExpired',
      message: 'No session token',
    });
  }
  return { [field]: token } as Record<F, string>;
};

/** get-unit for the chosen branch, dates, group and size. */
export const buildGetUnitRequest = (state: FlowState): RequestOf<'getUnit'> => {
  requireChoices(state, 'service');
  return {
    start_date: chosen(state.startDate),
    end_date: chosen(state.endDate),
    project_id: chosen(state.branch).id,
    open_service_id: chosen(state.group).id,
    open_service_model_id: chosen(state.size).open_service_model_id,
  };
};

export interface CalculateOptions {
  /** The customer is about to pay (`is_paymentcheck` 1); a preview otherwise. */
  final: boolean;
  /** A code to validate instead of the applied one (the promo validate button). */
  promoCode?: string;
}

/** booking-calculate for the chosen unit, with the instalment choice and the promotion code. */
export const buildBookingCalculateRequest = (
  state: FlowState,
  options: CalculateOptions,
): RequestOf<'bookingCalculate'> => {
  requireChoices(state, 'unit');
  return {
    ...buildGetUnitRequest(state),
    unit_id: chosen(state.unit).unit_id,
    is_reccuring: 0,
    is_reccuringcheck: state.instalments ? 1 : 0,
    is_paymentcheck: options.final ? 1 : 0,
    promo_code: (options.promoCode ?? state.promoCode).trim(),
  };
};

/**
 * booking-storage with the calculation the customer agreed to; make it with
 * `buildBookingCalculateRequest(state, { final: true })` just before, so the server's figure matches.
 * Without `token`, the request is for a client holding a session, which fills it in.
 */
export function buildBookingStorageRequest(state: FlowState, token: string): RequestOf<'bookingStorage'>;
export function buildBookingStorageRequest(state: FlowState): CallBody<'bookingStorage'>;
export function buildBookingStorageRequest(state: FlowState, token?: string): CallBody<'bookingStorage'> {
  requireChoices(state, 'summary');
  const calculation = chosen(state.calculation);
  return {
    payment_method: chosen(state.paymentMethod),
    isInstallment: state.instalments ? 2 : 1,
    start_date: chosen(state.startDate),
    end_date: chosen(state.endDate),
    unit_id: chosen(state.unit).unit_id,
    ...sessionField('token', token),
    data: calculation,
    totalOrange: calculation.total_after_discount,
  };
}

/**
 * qr/checkout or booking-checkout for the invoices the server says are due now
 * (`due_invoice_ids`, by its clock). None due fails with code `no_amount` and `payment.noAmount`.
 * Without `token`, the request is for a client holding a session, which fills `tokenu` in.
 */
export function buildInvoicePaymentRequest(
  booking: Booking,
  token: string,
): RequestOf<'qrCheckout'> & RequestOf<'cardCheckout'>;
export function buildInvoicePaymentRequest(
  booking: Booking,
): CallBody<'qrCheckout'> & CallBody<'cardCheckout'>;
export function buildInvoicePaymentRequest(
  booking: Booking,
  token?: string,
): CallBody<'qrCheckout'> & CallBody<'cardCheckout'> {
  if (booking.due_invoice_ids.length === 0) {
    throw new SelfStorageError({
      code: 'no_amount',
      key: 'payment.noAmount',
      message: `No invoice of booking ${booking.booking_number} is due`,
    });
  }
  return { customerInvoiceIds: [...booking.due_invoice_ids], ...sessionField('tokenu', token) };
}
