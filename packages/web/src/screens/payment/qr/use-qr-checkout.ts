import {
  type Booking,
  buildInvoicePaymentRequest,
  type QrCheckout,
  ROUTES,
  toSatang,
} from '@self-storage/core';
import { useEffect, useState } from 'react';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { useFailure } from '#screens/booking/flow/use-failure.ts';

export interface CreatedQr {
  checkout: QrCheckout;
  /** When it was made: the watcher's countdown and first listen count from here. */
  createdAt: number;
}

/**
 * Creates the QR for the booking's invoices due now (SPEC section 8): nothing due or a zero
 * amount is `payment.noAmount` and back to /service; a failed qr/checkout is `payment.qr.error`
 * and back to the re-payment summary.
 */
export const useQrCheckout = (booking: Booking | undefined): CreatedQr | undefined => {
  const client = useClient();
  const session = useSessionStore();
  const fail = useFailure();
  const [created, setCreated] = useState<CreatedQr>();

  useEffect(() => {
    if (!booking) return;
    const abort = new AbortController();
    let request: ReturnType<typeof buildInvoicePaymentRequest>;
    try {
      request = buildInvoicePaymentRequest(booking, session.requireToken());
    } catch (error) {
      fail(error, ROUTES.service);
      return;
    }
    client.payment.qrCheckout(request, { signal: abort.signal }).then(
      (checkout) => {
        if (toSatang(checkout.amount) <= 0) fail('payment.noAmount', ROUTES.service);
        else setCreated({ checkout, createdAt: Date.now() });
      },
      (error) => fail(error, ROUTES.repaymentSummary),
    );
    return () => abort.abort();
  }, [client, session, fail, booking]);

  return created;
};
