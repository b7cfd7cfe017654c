import { ROUTES } from '@self-storage/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../app/translation.tsx';
import { Page } from '../../../shell/page.tsx';
import { bookingFlow } from '../../booking/flow/flow-store.ts';
import { savedService } from '../../booking/flow/saved-service.ts';
import '../payment.css';

/** Both result pages end the booking in hand: the saved service and the flow (SPEC section 4). */
const useFinishedBooking = (): void => {
  useEffect(() => {
    savedService.clear();
    bookingFlow().dispatch({ type: 'reset' });
  }, []);
};

export const PaymentSuccessScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useFinishedBooking();
  return (
    <Page title={t('payment.success.title')}>
      <div className="result result--success">
        <span className="result__icon" aria-hidden="true">
          ✓
        </span>
        <p>{t('payment.success.message')}</p>
        <button type="button" className="button button--primary" onClick={() => navigate(ROUTES.service)}>
          {t('payment.success.backToService')}
        </button>
      </div>
    </Page>
  );
};

/** With `ser` absent or 0 a new booking failed; otherwise that booking can be paid again. */
export const PaymentFailScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ser = Number(params.get('ser') ?? 0);
  const serviceId = Number.isSafeInteger(ser) && ser > 0 ? ser : undefined;
  useFinishedBooking();
  return (
    <Page title={t('payment.fail.title')}>
      <div className="result result--fail">
        <span className="result__icon" aria-hidden="true">
          !
        </span>
        <p>{t('payment.fail.message')}</p>
        {serviceId === undefined ? (
          <button type="button" className="button button--primary" onClick={() => navigate(ROUTES.service)}>
            {t('payment.fail.newBooking')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              savedService.save({ serviceState: 'checkout', serviceId });
              navigate(ROUTES.repaymentSummary);
            }}
          >
            {t('payment.fail.repay')}
          </button>
        )}
      </div>
    </Page>
  );
};
