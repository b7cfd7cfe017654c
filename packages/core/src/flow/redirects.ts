import type { ServiceState } from '../session/current-service.ts';
import { type AppRoute, ROUTES } from './routes.ts';
import type { FlowState } from './state.ts';
import { canEnter, type FlowStep, furthestStep, stepRoute } from './steps.ts';

const UNIT_SCREENS: readonly string[] = [ROUTES.unit, ROUTES.unitEx];

/**
 * SPEC section 4: once the booking is made (saved state `checkout`), the unit screen sends the
 * user to / and the summary screen to the re-payment summary. Undefined when no redirect applies.
 */
export const savedStateRedirect = (
  pathname: string,
  saved: ServiceState | undefined,
): AppRoute | undefined => {
  if (saved !== 'checkout') return undefined;
  if (UNIT_SCREENS.includes(pathname)) return ROUTES.login;
  if (pathname === ROUTES.summary) return ROUTES.repaymentSummary;
  return undefined;
};

const screenStep = (pathname: string): FlowStep | undefined => {
  if (UNIT_SCREENS.includes(pathname)) return 'unit';
  if (pathname === ROUTES.summary) return 'summary';
  return undefined;
};

/**
 * Where the unit or summary screen must send the user instead of showing: the saved-state
 * redirect first, else the furthest step the choices allow when this one cannot be entered yet
 * (e.g. the summary opened directly). Payment screens are not covered: they load their booking
 * from the saved checkout state.
 */
export const flowRedirect = (
  pathname: string,
  state: FlowState,
  saved: ServiceState | undefined,
): AppRoute | undefined => {
  const redirect = savedStateRedirect(pathname, saved);
  if (redirect) return redirect;
  const step = screenStep(pathname);
  if (!step || canEnter(step, state)) return undefined;
  return stepRoute(furthestStep(state), state);
};
