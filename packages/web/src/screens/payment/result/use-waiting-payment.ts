import type { QrPaymentPhase } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useSession } from '#app/use-session.ts';
import { useForgetBookings } from '#data/bookings.ts';
import { useQrPayment } from '../qr/use-qr-payment.ts';
import type { PaidState } from './paid-state.ts';
import { readWaitingState } from './waiting-state.ts';

/**
 * Payment-fail reached from an inquiry that found the QR still pending goes on listening for it
 * (core's watcher, the rest of its countdown) and turns into the success page if it lands. The
 * phase is undefined when there is nothing to wait for; 'waiting' or 'checking' while it waits.
 */
export const useWaitingPayment = (serviceId: number | undefined): QrPaymentPhase | undefined => {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useClient();
  const { token } = useSession();
  const forgetBookings = useForgetBookings();
  const waiting = useMemo(() => readWaitingState(location.state), [location.state]);
  const { state } = useQrPayment(client, token ?? '', waiting, waiting?.createdAt ?? 0);

  useEffect(() => {
    if (state.phase !== 'paid' || serviceId === undefined) return;
    forgetBookings();
    const paid: PaidState = { customerServiceId: serviceId, paidInvoiceIds: waiting?.invoiceIds ?? [] };
    navigate(ROUTES.paymentSuccess, { replace: true, state: paid });
  }, [state.phase, serviceId, waiting, forgetBookings, navigate]);

  return waiting && serviceId !== undefined ? state.phase : undefined;
};
