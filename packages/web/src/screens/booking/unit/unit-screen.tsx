import {
  type AppRoute,
  buildGetUnitRequest,
  canEnter,
  flowRedirect,
  missingChoice,
  ROUTES,
} from '@self-storage/core';
import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useTranslation } from '#app/translation.tsx';
import { useErrorModal } from '#shell/error-modal-context.tsx';
import { bookingFlow } from '../flow/flow-store.ts';
import { freshUnits } from '../flow/fresh-units.ts';
import { savedService } from '../flow/saved-service.ts';
import { useFailure } from '../flow/use-failure.ts';
import { useFlow } from '../flow/use-flow.ts';
import { FlowPage } from '../shared/flow-page.tsx';
import { SelectionDetails } from '../shared/selection-details.tsx';
import { UnitList } from './unit-list.tsx';

/** Choose a unit (SPEC section 2); `back` is the select-service screen it came from. */
const UnitStep = ({ back }: { back: AppRoute }) => {
  const { t } = useTranslation();
  const client = useClient();
  const fail = useFailure();
  const modal = useErrorModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state, dispatch } = useFlow();
  const [error, setError] = useState(false);
  // The saved list may be stale (a unit taken since); only this visit's answer is shown, or the
  // list select service fetched for this very arrival.
  const [handed] = useState(() => freshUnits.take(bookingFlow().getState().availability));
  const [fresh, setFresh] = useState(handed);
  const errorId = useId();
  // The saved state as it was on arrival: booking from this screen must not redirect it.
  const [saved] = useState(() => savedService.read()?.serviceState);
  const redirect = flowRedirect(pathname, state, saved);

  // Units come and go; the list is asked again on arrival so a unit just taken is not offered.
  useEffect(() => {
    const current = bookingFlow().getState();
    if (handed || redirect || !canEnter('unit', current)) return;
    const abort = new AbortController();
    client.catalogue.units(buildGetUnitRequest(current), { signal: abort.signal }).then((availability) => {
      dispatch({ type: 'unitsLoaded', availability });
      setFresh(true);
      if (availability.units.length === 0) fail('errors.unitUnavailable', back);
    }, fail);
    return () => abort.abort();
  }, [client, dispatch, fail, back, redirect, handed]);

  if (redirect) return <Navigate to={redirect} replace />;
  const { availability } = state;
  if (!availability || !fresh) {
    return (
      <FlowPage title={t('unit.title')} step={2} width="wide">
        <p className="page-loading" role="status">
          {t('common.loading')}
        </p>
      </FlowPage>
    );
  }

  const next = () => {
    if (missingChoice('unit', state)) {
      setError(true);
      // SPEC section 8: the modal over the marked list, which has focus again once it closes.
      document.querySelector<HTMLInputElement>('input[name="unit"]')?.focus();
      modal.show('errors.unitRequire');
      return;
    }
    navigate(ROUTES.summary);
  };

  return (
    <FlowPage title={t('unit.title')} step={2} width="wide">
      <SelectionDetails availability={availability} />
      <UnitList
        units={availability.units}
        selectedId={state.unit?.unit_id}
        errorId={error ? errorId : undefined}
        onSelect={(unit) => {
          setError(false);
          dispatch({ type: 'unitChosen', unit });
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
        <button type="button" className="button button--primary" onClick={next}>
          {t('unit.next')}
        </button>
      </div>
    </FlowPage>
  );
};

export const UnitScreen = () => <UnitStep back={ROUTES.service} />;

/** `/service/unit-ex`: the unit screen of the re-payment entry. */
export const UnitExScreen = () => <UnitStep back={ROUTES.repaymentUnit} />;
