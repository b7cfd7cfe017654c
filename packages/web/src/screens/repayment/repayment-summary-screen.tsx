import type { PaymentMethodId } from '@self-storage/core';
import { isPaidUp } from '@self-storage/core/figures';
import {
  bookingDetailPath,
  ROUTES,
  repaymentMethods,
  repaymentRoute,
  requireRepaymentAmount,
} from '@self-storage/core/flow';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStatement } from '#data/statement.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { REPAYMENT_STEPS } from '#shell/progress-bar.tsx';
import { BookingPanel } from '#signed-in/booking-panel.tsx';
import { FlowPage } from '#signed-in/flow-page.tsx';
import { PaymentMethods } from '#signed-in/payment-methods.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { usePaymentBooking } from '#signed-in/use-payment-booking.ts';
import { useWithholdingChoice } from './use-withholding-choice.ts';
import { WithholdingChoice } from './withholding-choice.tsx';

/**
 * Paying an existing booking again (SPEC section 2): the booking of the saved current service,
 * the amount owed now, and QR or card only. No booking found is `errors.noService`; nothing owed
 * is `errors.noAmount`; for a booking paid up that modal is titled so and links to its detail,
 * and the page says the same behind it.
 * The booking and its amount come first, the choices and the button naming the amount after:
 * the statement's due now, net of withholding for a company that chose it.
 */
export const RepaymentSummaryScreen = () => {
  const { t } = useTranslation();
  const fail = useFailure();
  const navigate = useNavigate();
  const { serviceId, booking, availableMethods } = usePaymentBooking(ROUTES.service);
  const [method, setMethod] = useState<PaymentMethodId>();
  const [missing, setMissing] = useState(false);
  const [owed, setOwed] = useState(false);
  const money = useMoney();
  const choice = useWithholdingChoice(serviceId);
  const statement = useStatement(serviceId ?? 0, { enabled: serviceId !== undefined });
  // The statement's due now is the last choice's once the server has it and it has been asked again.
  const dueNow = choice.settled && !statement.isFetching ? statement.data?.due_now : undefined;

  useEffect(() => {
    if (serviceId === undefined) fail('errors.noService', ROUTES.service);
  }, [serviceId, fail]);

  const paidUp = booking !== undefined && isPaidUp(booking);
  const { show } = useErrorModal();

  // The spec's noAmount message in its modal; its title says why (the booking is paid), a link leads to it.
  useEffect(() => {
    if (!paidUp || serviceId === undefined) return;
    show('errors.noAmount', {
      title: 'summary.paidUpTitle',
      links: [{ to: bookingDetailPath(serviceId), label: t('summary.paidUpLink') }],
    });
  }, [paidUp, serviceId, show, t]);

  useEffect(() => {
    if (!booking || paidUp) return;
    try {
      requireRepaymentAmount(booking);
      setOwed(true);
    } catch (error) {
      fail(error, ROUTES.service);
    }
  }, [booking, paidUp, fail]);

  const pay = () => {
    if (method === undefined) {
      setMissing(true);
      document.querySelector<HTMLInputElement>('input[name="paymentMethod"]')?.focus();
      return;
    }
    navigate(repaymentRoute(method));
  };

  return (
    <FlowPage title={t('summary.repayTitle')} step={1} steps={REPAYMENT_STEPS}>
      {paidUp && serviceId !== undefined ? (
        <div className="result result--success">
          <p role="status">{t('summary.paidUp')}</p>
          <Link to={bookingDetailPath(serviceId)} className="button button--primary">
            {t('summary.paidUpLink')}
          </Link>
        </div>
      ) : booking && owed ? (
        <div className="payment">
          <BookingPanel booking={booking} />
          <div className="payment__main">
            <PaymentMethods
              offered={repaymentMethods(availableMethods)}
              value={method}
              missing={missing}
              onChange={(chosen) => {
                setMissing(false);
                setMethod(chosen);
              }}
            />
            <WithholdingChoice choice={choice} dueNow={dueNow} />
            <div className="form__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={!choice.settled}
                onClick={pay}
              >
                {dueNow
                  ? t('summary.confirmAmount', { amount: money.baht(dueNow.net) })
                  : t('summary.confirm')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        <LoadingStatus />
      )}
    </FlowPage>
  );
};
