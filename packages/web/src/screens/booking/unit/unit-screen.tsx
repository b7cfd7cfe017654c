import {
  type AppRoute,
  buildGetUnitRequest,
  canEnter,
  flowRedirect,
  missingChoice,
  ROUTES,
} from '@self-storage/core/flow';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentService, useFlowStore } from '#app/booking-context.ts';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useUnits } from '#data/catalogue.ts';
import { readRequests } from '#data/first-reads.ts';
import { onIntent } from '#data/intent.ts';
import { usePriceLoader } from '#data/pricing.ts';
import { shownData } from '#data/shown.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { FlowPage } from '#signed-in/flow-page.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useFlow } from '#signed-in/use-flow.ts';
import { SelectionDetails } from '../shared/selection-details.tsx';
import { UnitList } from './unit-list.tsx';

/** Choose a unit (SPEC section 2); `back` is the select-service screen it came from. */
const UnitStep = ({ back }: { back: AppRoute }) => {
  const { t } = useTranslation();
  const fail = useFailure();
  const modal = useErrorModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, dispatch } = useFlow();
  const flowStore = useFlowStore();
  const currentService = useCurrentService();
  const [error, setError] = useState(false);
  const errorId = useId();
  // The saved state as it was on arrival: booking from this screen must not redirect it.
  const [saved] = useState(() => currentService.read()?.serviceState);
  const redirect = flowRedirect(pathname, state, saved);

  const price = usePriceLoader();
  const preload = usePreloadRoute();
  // Units come and go: the list shown is the one select service has just fetched, else asked
  // again on arrival so that a unit taken since is not offered (src/data/catalogue.ts).
  const units = useUnits(!redirect && canEnter('unit', state) ? buildGetUnitRequest(state) : undefined);
  useFailureOf(units.error, fail);
  useEffect(() => {
    // Select service reported the list it fetched (the cache's very answer): only a list asked
    // here is news to the flow.
    if (!units.data || units.data === flowStore.getState().availability) return;
    dispatch({ type: 'unitsLoaded', availability: units.data });
    if (units.data.units.length === 0) fail('errors.unitUnavailable', back);
  }, [units.data, flowStore, dispatch, fail, back]);

  if (redirect) return <Navigate to={redirect} replace />;
  const availability = shownData(units);
  if (!availability) {
    return (
      <FlowPage title={t('unit.title')} step={2}>
        <LoadingStatus />
      </FlowPage>
    );
  }

  /** The summary's code and price for the unit chosen, as soon as one is or "Next" is near. */
  const summaryAhead = () => {
    preload(ROUTES.summary);
    const chosen = flowStore.getState();
    if (canEnter('summary', chosen)) price.prefetch(readRequests.preview(chosen));
  };

  const next = () => {
    if (missingChoice('unit', state)) {
      setError(true);
      // SPEC section 8: the modal over the marked list, which has focus again once it closes.
      document.querySelector<HTMLInputElement>('input[name="unit"]')?.focus();
      modal.show('errors.unitRequire', { title: 'unit.missingTitle' });
      return;
    }
    navigate(ROUTES.summary);
  };

  return (
    <FlowPage title={t('unit.title')} step={2}>
      <SelectionDetails availability={availability} />
      <UnitList
        units={availability.units}
        selectedId={state.unit?.unit_id}
        errorId={error ? errorId : undefined}
        onSelect={(unit) => {
          setError(false);
          dispatch({ type: 'unitChosen', unit });
          summaryAhead();
        }}
      />
      {error ? (
        <p id={errorId} className="field__error flow-error" role="alert">
          {t('errors.unitRequire')}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => navigate(back)}>
          {t('unit.back')}
        </button>
        <button type="button" className="button button--primary" onClick={next} {...onIntent(summaryAhead)}>
          {t('unit.next')}
        </button>
      </div>
    </FlowPage>
  );
};

export const UnitScreen = () => <UnitStep back={ROUTES.service} />;

/** `/service/unit-ex`: the unit screen of the re-payment entry. */
export const UnitExScreen = () => <UnitStep back={ROUTES.repaymentUnit} />;
