import type { ErrorKey } from '../errors.ts';
import { SelfStorageError } from '../errors.ts';
import { type AppRoute, paymentRoute, ROUTES } from './routes.ts';
import type { FlowState } from './state.ts';

/** The four steps of the booking flow's progress bar. */
export const FLOW_STEPS = ['service', 'unit', 'summary', 'payment'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];
/** Re-payment of an existing booking shows only these two. */
export const REPAYMENT_STEPS = ['summary', 'payment'] as const satisfies readonly FlowStep[];

/** A choice a step still lacks: the message the user sees and the field it belongs to. */
export interface MissingChoice {
  key: ErrorKey;
  field: 'branch' | 'startDate' | 'endDate' | 'group' | 'size' | 'unit' | 'calculation' | 'paymentMethod';
}

/**
 * What must still be chosen on `step` before going on (SPEC section 5), or undefined. The summary
 * needs a calculation and one of the methods it offers.
 */
export const missingChoice = (step: FlowStep, state: FlowState): MissingChoice | undefined => {
  const empty = (field: MissingChoice['field']): MissingChoice => ({ key: 'errors.emptyData', field });
  switch (step) {
    case 'service':
      if (!state.branch) return empty('branch');
      if (!state.startDate) return empty('startDate');
      if (!state.endDate) return empty('endDate');
      if (!state.group) return empty('group');
      if (!state.size) return empty('size');
      return undefined;
    case 'unit':
      return state.unit ? undefined : { key: 'errors.unitRequire', field: 'unit' };
    case 'summary': {
      if (!state.calculation) return empty('calculation');
      const offered = state.calculation.availableMethods.some((m) => m.id === state.paymentMethod);
      return offered ? undefined : { key: 'errors.paymentRequire', field: 'paymentMethod' };
    }
    case 'payment':
      return undefined;
  }
};

export const missingChoiceError = (missing: MissingChoice): SelfStorageError =>
  new SelfStorageError({
    code: 'invalid_input',
    key: missing.key,
    field: missing.field,
    message: `Missing choice: ${missing.field}`,
  });

/** Throws the first missing choice of the steps up to and including `step`. */
export const requireChoices = (state: FlowState, step: FlowStep): void => {
  for (const earlier of FLOW_STEPS.slice(0, FLOW_STEPS.indexOf(step) + 1)) {
    const missing = missingChoice(earlier, state);
    if (missing) throw missingChoiceError(missing);
  }
};

/** Whether every step before `step` is complete; payment also needs the booking made. */
export const canEnter = (step: FlowStep, state: FlowState): boolean => {
  const before = FLOW_STEPS.slice(0, FLOW_STEPS.indexOf(step));
  if (before.some((earlier) => missingChoice(earlier, state))) return false;
  return step !== 'payment' || state.booking !== undefined;
};

/**
 * The step after `step`. Throws a SelfStorageError (code `invalid_input`, the key of the missing
 * choice: `errors.emptyData`, `errors.unitRequire`, `errors.paymentRequire`) when `step` is not done.
 */
export const nextStep = (step: Exclude<FlowStep, 'payment'>, state: FlowState): FlowStep => {
  requireChoices(state, step);
  return FLOW_STEPS[FLOW_STEPS.indexOf(step) + 1] as FlowStep;
};

/** The latest step that can be entered, where an incomplete flow resumes. */
export const furthestStep = (state: FlowState): FlowStep =>
  FLOW_STEPS.findLast((step) => canEnter(step, state)) ?? 'service';

/** The screen of a step; the payment screen depends on the chosen method. */
export const stepRoute = (step: FlowStep, state: FlowState): AppRoute => {
  switch (step) {
    case 'service':
      return ROUTES.service;
    case 'unit':
      return ROUTES.unit;
    case 'summary':
      return ROUTES.summary;
    case 'payment':
      if (state.paymentMethod === undefined) {
        throw missingChoiceError({ key: 'errors.paymentRequire', field: 'paymentMethod' });
      }
      return paymentRoute(state.paymentMethod);
  }
};
