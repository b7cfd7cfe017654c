import type { Booking, CallBody, SelfStorageClient } from '@self-storage/core';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useClient } from '#app/services-context.tsx';

/**
 * The payment of a booking's invoices due now: a PromptPay QR (`qr/checkout`) or the card page's
 * address (`booking-checkout`), made when a payment screen opens. The server hands back the live
 * QR of the same invoices rather than a second one, which makes it a lookup keyed by the invoices;
 * it is still never retried, refetched or kept once the screen is gone: each arrival asks once,
 * as the payment's countdown starts from its answer.
 */

type InvoicePaymentRequest = CallBody<'qrCheckout'> & CallBody<'cardCheckout'>;

export const paymentKeys = {
  // By the invoices paid: the same bills are the same payment.
  qr: (request: InvoicePaymentRequest | undefined) =>
    ['payments', 'qr', request?.customerInvoiceIds] as const,
  card: (request: InvoicePaymentRequest | undefined) =>
    ['payments', 'card', request?.customerInvoiceIds] as const,
};

/** Once made, a payment is not asked again while its screen is open, nor kept after. */
const ONCE = { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

export const qrCheckoutQuery = (client: SelfStorageClient, request: InvoicePaymentRequest | undefined) =>
  queryOptions({
    queryKey: paymentKeys.qr(request),
    queryFn:
      request === undefined ? skipToken : ({ signal }) => client.payment.qrCheckout(request, { signal }),
    ...ONCE,
  });

export const cardCheckoutQuery = (client: SelfStorageClient, request: InvoicePaymentRequest | undefined) =>
  queryOptions({
    queryKey: paymentKeys.card(request),
    queryFn:
      request === undefined ? skipToken : ({ signal }) => client.payment.cardCheckout(request, { signal }),
    ...ONCE,
  });

/** The QR of the invoices `request` names; `dataUpdatedAt` is when it was made. */
export const useQrCheckoutQuery = (request: InvoicePaymentRequest | undefined) =>
  useQuery(qrCheckoutQuery(useClient(), request));

/** The card page's address for the invoices `request` names. */
export const useCardCheckoutQuery = (request: InvoicePaymentRequest | undefined) =>
  useQuery(cardCheckoutQuery(useClient(), request));

/**
 * The payment request for the booking's invoices due now (core builds it; the client adds the
 * session's token), or why there is none: nothing due (`payment.noAmount`).
 */
export const useInvoicePayment = (
  booking: Booking | undefined,
): { request: InvoicePaymentRequest | undefined; refusal: Error | null } => {
  return useMemo(() => {
    if (!booking) return { request: undefined, refusal: null };
    try {
      return { request: buildInvoicePaymentRequest(booking), refusal: null };
    } catch (error) {
      return { request: undefined, refusal: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [booking]);
};
