import type { Booking, QrCheckout } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { useEffect, useMemo } from 'react';
import { useClient } from '#app/services-context.tsx';
import { useInvoicePayment, useQrCheckoutQuery } from '#data/payments.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { useFailure } from '#signed-in/use-failure.ts';

export interface CreatedQr {
  checkout: QrCheckout;
  /** When it reached the page, by the server's clock: the watcher's first listen counts from here. */
  createdAt: number;
  /** The bills it pays. */
  invoiceIds: readonly number[];
}

/**
 * Creates the QR for the booking's invoices due now (SPEC section 8): nothing due or a zero
 * amount is `payment.noAmount` and back to /service; a failed qr/checkout is `payment.qr.error`
 * and back to the re-payment summary.
 */
export const useQrCheckout = (booking: Booking | undefined): CreatedQr | undefined => {
  const fail = useFailure();
  const { clock } = useClient();
  const { request, refusal } = useInvoicePayment(booking);
  const qr = useQrCheckoutQuery(request);
  useFailureOf(refusal, (error) => fail(error, ROUTES.service));
  useFailureOf(qr.error, (error) => fail(error, ROUTES.repaymentSummary));
  const nothingDue = qr.data !== undefined && qr.data.amount <= 0;
  useEffect(() => {
    if (nothingDue) fail('payment.noAmount', ROUTES.service);
  }, [nothingDue, fail]);
  const { data, dataUpdatedAt } = qr;
  return useMemo(
    () =>
      data && request && !nothingDue
        ? {
            checkout: data,
            createdAt: dataUpdatedAt + clock.offsetMs,
            invoiceIds: request.customerInvoiceIds,
          }
        : undefined,
    [data, dataUpdatedAt, request, nothingDue, clock],
  );
};
