import { promotionNameIn, quoteFigures, rentArithmetic } from '@self-storage/core/figures';
import { canEnter, flowRedirect, paymentRoute, ROUTES } from '@self-storage/core/flow';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { usePicture } from '#app/picture.ts';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { readRequests } from '#data/first-reads.ts';
import { onIntent } from '#data/intent.ts';
import { usePrice } from '#data/pricing.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { FlowPage } from '#signed-in/flow-page.tsx';
import { PaymentMethods } from '#signed-in/payment-methods.tsx';
import { PromoCode } from '#signed-in/promo-code.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useFlow } from '#signed-in/use-flow.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { SelectionDetails } from '../shared/selection-details.tsx';
import { FeesTable } from './fees-table.tsx';
import { NetFigures } from './net-figures.tsx';
import { useSummaryActions } from './use-summary-actions.ts';
import { WithholdingOption } from './withholding-option.tsx';

/** Price summary, promotion code, instalments and payment method (SPEC section 2). */
export const SummaryScreen = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fail = useFailure();
  const modal = useErrorModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, dispatch } = useFlow();
  const currentService = useCurrentService();
  const actions = useSummaryActions();
  const money = useMoney();
  const { clock } = useClient();
  const [methodMissing, setMethodMissing] = useState(false);
  const [withholding, setWithholding] = useState(false);
  // The saved state as it was on arrival: booking from this screen must not redirect it.
  const [saved] = useState(() => currentService.read()?.serviceState);
  const redirect = flowRedirect(pathname, state, saved);
  const preload = usePreloadRoute();
  const picture = usePicture();
  // The preview's price, asked again whenever a choice in its request changes (src/data/pricing.ts),
  // and first by the page's boot script (src/data/first-reads.ts).
  const request = !redirect && canEnter('summary', state) ? readRequests.preview(state) : undefined;
  const price = usePrice(request);
  // A company paying net: the server's figures of the first payment net of withholding tax.
  const net = usePrice(withholding && request ? { ...request, withholding: true } : undefined);
  const netFigures = withholding ? net.data?.withholding : undefined;
  useFailureOf(price.error ?? net.error, fail);

  useEffect(() => {
    if (!redirect) currentService.save({ serviceState: 'summary' });
  }, [redirect, currentService]);

  useEffect(() => {
    if (price.data) dispatch({ type: 'calculated', calculation: price.data });
  }, [price.data, dispatch]);

  // Drawn at build time, the summary is its frame: the figures are the visitor's, not yet known.
  if (picture)
    return (
      <FlowPage title={t('summary.title')} step={3}>
        <LoadingStatus />
      </FlowPage>
    );
  if (redirect) return <Navigate to={redirect} replace />;
  const { availability, unit, calculation } = state;
  if (!availability || !unit) return null;
  const figures = calculation
    ? quoteFigures(calculation, {
        instalments: state.instalments,
        language,
        today: clock.today(),
        start: availability.start_date,
      })
    : undefined;

  return (
    <FlowPage title={t('summary.title')} step={3}>
      <div className="summary">
        <section className="summary__figures" aria-label={t('booking.title')}>
          <SelectionDetails availability={availability} unitName={unit.name} />
          {calculation && figures ? (
            <FeesTable
              figures={figures}
              rent={rentArithmetic(calculation, {
                monthlyRate: unit.monthly_rate,
                start: availability.start_date,
                end: availability.end_date,
              })}
            />
          ) : (
            // The price is being calculated: say so rather than leave the figures blank.
            <LoadingStatus />
          )}
        </section>
        <section className="summary__choices" aria-label={t('summary.paymentMethodTitle')}>
          <PromoCode
            applied={state.promoCode}
            promotionName={
              calculation?.promotion ? promotionNameIn(calculation.promotion.promotion, language) : undefined
            }
            onApply={actions.applyPromo}
            onRemove={() => void actions.removePromo()}
          />
          {calculation && calculation.summary > 1 ? (
            <label className="check">
              <input
                type="checkbox"
                name="instalments"
                checked={state.instalments}
                onChange={(event) =>
                  dispatch({ type: 'instalmentsToggled', instalments: event.target.checked })
                }
              />
              <span>{t('summary.instalment.label')}</span>
            </label>
          ) : null}
          {calculation ? (
            <PaymentMethods
              offered={calculation.availableMethods.map((method) => method.id)}
              value={state.paymentMethod}
              missing={methodMissing}
              onChange={(paymentMethod) => {
                setMethodMissing(false);
                dispatch({ type: 'paymentMethodChosen', paymentMethod });
              }}
            />
          ) : null}
          <WithholdingOption checked={withholding} onChange={setWithholding} />
          {/* On a phone it stays at the bottom of the screen: a change of the total is seen at once. */}
          <div className="summary__bar">
            {figures ? (
              <dl className="summary__due" aria-live="polite">
                {figures.plan.inInstalments ? (
                  <div>
                    <dt>{t('summary.total')}</dt>
                    <dd>{money.satang(figures.total)}</dd>
                  </div>
                ) : null}
                <div className="summary__payable">
                  <dt>{figures.plan.inInstalments ? t('summary.plan.today') : t('summary.payableAmount')}</dt>
                  <dd>{money.satang(figures.payableNow)}</dd>
                </div>
                {withholding ? <NetFigures figures={netFigures} /> : null}
              </dl>
            ) : null}
            <button
              type="button"
              className="button button--primary"
              disabled={!calculation}
              {...onIntent(() => {
                if (state.paymentMethod !== undefined) preload(paymentRoute(state.paymentMethod));
              })}
              onClick={async () => {
                const chosen = await actions.confirm(withholding);
                setMethodMissing(!chosen);
                // SPEC section 8: the modal over the marked choices, which have focus once it closes.
                if (!chosen) {
                  document.querySelector<HTMLInputElement>('input[name="paymentMethod"]')?.focus();
                  modal.show('errors.paymentRequire', { title: 'summary.methodMissingTitle' });
                }
              }}
            >
              {withholding
                ? netFigures
                  ? t('summary.confirmAmount', { amount: money.baht(netFigures.net) })
                  : t('summary.confirm')
                : figures
                  ? t('summary.confirmAmount', { amount: money.satang(figures.payableNow) })
                  : t('summary.confirm')}
            </button>
          </div>
          <button
            type="button"
            className="button button--secondary summary__back"
            onClick={() => navigate(ROUTES.unit)}
          >
            {t('summary.back')}
          </button>
        </section>
      </div>
    </FlowPage>
  );
};
