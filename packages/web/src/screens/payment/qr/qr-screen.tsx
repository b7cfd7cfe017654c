import { PAYMENT_COUNTDOWN_S, type QrPaymentState } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { holdEnded, isLaterBill } from '@self-storage/core/figures';
import { paymentFailPath, ROUTES } from '@self-storage/core/flow';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { useSession } from '#app/use-session.ts';
import { useForgetBookings } from '#data/bookings.ts';
import { useStatement } from '#data/statement.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { deadlineTime } from '#signed-in/booking-panel.tsx';
import { type FailureOptions, useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { usePaymentBooking } from '#signed-in/use-payment-booking.ts';
import type { PaidState } from '../result/paid-state.ts';
import type { WaitingState } from '../result/waiting-state.ts';
import { Countdown } from '../shared/countdown.tsx';
import { PaymentLayout } from '../shared/payment-layout.tsx';
import { useSuccessPreload } from '../shared/use-success-preload.ts';
import { saveQrImage } from './save-qr.ts';
import { PromptPayMark, ThaiQrMark } from './thai-qr-mark.tsx';
import { useQrCheckout } from './use-qr-checkout.ts';
import { useQrPayment } from './use-qr-payment.ts';
import { WithholdingNote } from './withholding-note.tsx';

/**
 * Pay by PromptPay QR (SPEC section 4): the QR and its amount, then core's watcher listens to
 * the payment stream; paid goes to the success page, a timeout to the main page with
 * `payment.timeout`, anything else to payment-fail. On a phone's first screen: the code under the
 * Thai QR Payment mark, who is paid, the amount and the countdown; the booking below.
 */
export const QrScreen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const { token } = useSession();
  const fail = useFailure();
  const navigate = useNavigate();
  const money = useMoney();
  const { language } = useLanguage();
  const forgetBookings = useForgetBookings();
  const { serviceId, booking } = usePaymentBooking(ROUTES.service);
  const statement = useStatement(serviceId ?? 0, { enabled: serviceId !== undefined }).data;
  const created = useQrCheckout(booking);
  const { state, confirm, notArrived } = useQrPayment(
    client,
    token ?? '',
    created?.checkout,
    created?.createdAt ?? 0,
  );
  useSuccessPreload(created !== undefined);

  // Each outcome is acted on once: the effect also runs again when `fail` changes, as it does when
  // the timeout's dialog opens and closes, which would show the message again over the main page.
  const actedOn = useRef<QrPaymentState['phase']>(undefined);
  useEffect(() => {
    if (actedOn.current === state.phase) return;
    actedOn.current = state.phase;
    // The booking's payment has changed: what was looked up of it is not what the next page shows.
    if (state.phase === 'paid' || state.phase === 'failed') forgetBookings();
    if (state.phase === 'paid' && serviceId !== undefined) {
      const paid: PaidState = { customerServiceId: serviceId, paidInvoiceIds: created?.invoiceIds ?? [] };
      navigate(ROUTES.paymentSuccess, { replace: true, state: paid });
    } else if (state.phase === 'failed') {
      // Still pending at the bank: payment-fail (SPEC section 4) goes on waiting for this QR.
      const waiting: WaitingState | undefined =
        created && notArrived()
          ? {
              uuid: created.checkout.uuid,
              callbackUrl: created.checkout.callbackUrl,
              expiresAt: created.checkout.expiresAt,
              createdAt: created.createdAt,
              invoiceIds: created.invoiceIds,
            }
          : undefined;
      navigate(paymentFailPath(serviceId), { replace: true, state: waiting });
    } else if (state.phase === 'timeout') {
      // Whether the unit went with the time: book again, or pay the hold still standing. Either
      // way to the main page, as SPEC section 8 has it.
      const now = client.clock.now();
      let next: FailureOptions['next'];
      if (booking && holdEnded(booking, now)) next = 'told.holdReleased';
      else if (booking && !isLaterBill(booking)) {
        next = ['told.holdKept', { time: deadlineTime(booking.payment_deadline, language, now) }];
      }
      fail('payment.timeout', ROUTES.service, { next });
    }
  }, [
    state.phase,
    navigate,
    fail,
    serviceId,
    forgetBookings,
    created,
    notArrived,
    booking,
    client,
    language,
  ]);

  if (serviceId === undefined) return <Navigate to={ROUTES.service} replace />;
  const seconds = created ? state.remainingSeconds : PAYMENT_COUNTDOWN_S;
  const checking = state.phase === 'checking';
  // One story: the QR runs out in minutes (SPEC section 9's countdown), the hold on the unit at
  // the booking's deadline, both said as what they are.
  const bill =
    booking && isLaterBill(booking)
      ? statement?.bills.find((due) => statement.due_now.bill_ids.includes(due.id))
      : undefined;
  const countdownNote = !booking
    ? undefined
    : bill
      ? // A later bill holds nothing: its unit is the customer's already. Numbered n of N, as the panel has it.
        t('payment.laterBill.note', {
          number: t('payment.laterBill.billOf', { number: bill.n, count: bill.of }),
          date: formatDate(bill.due_date, language),
        })
      : t('payment.qr.heldUntil', {
          time: deadlineTime(booking.payment_deadline, language, client.clock.now()),
        });

  return (
    <PaymentLayout
      title={t('payment.qr.title')}
      serviceId={serviceId}
      booking={booking}
      seconds={seconds}
      ownCountdown
    >
      {created ? (
        <div className="qr">
          <div className="qr__card">
            <ThaiQrMark />
            <img
              className="qr__image"
              src={created.checkout.qrCode.qrImage}
              alt={t('payment.qr.imageAlt', { amount: money.figure(created.checkout.amount) })}
              width="240"
              height="240"
            />
            <PromptPayMark />
            <p className="qr__payee" data-testid="qr-payee">
              {t('payment.qr.payee')}
            </p>
          </div>
          <p className="qr__amount">
            <span>{t('payment.amountDue')}</span>
            <strong data-testid="qr-amount">{money.baht(created.checkout.amount)}</strong>
          </p>
          <WithholdingNote checkout={created.checkout} />
          {booking ? (
            <Countdown seconds={seconds} label={t('payment.qr.validFor')} note={countdownNote} />
          ) : null}
          <p className="qr__instructions">{t('payment.qr.instructions')}</p>
          <p className="qr__status" role="status">
            {checking ? t('payment.qr.checking') : t('payment.qr.waiting')}
          </p>
          <div className="qr__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void saveQrImage(created.checkout.qrCode.qrImage, `qr-${serviceId}.png`)}
            >
              {t('payment.qr.save')}
            </button>
            <button type="button" className="button button--primary" disabled={checking} onClick={confirm}>
              {t('payment.qr.check')}
            </button>
          </div>
        </div>
      ) : (
        <LoadingStatus text={t('payment.qr.creating')} />
      )}
    </PaymentLayout>
  );
};
