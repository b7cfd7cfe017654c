import type { PaymentMethodId } from '../constants.ts';
import type {
  Booking,
  Branch,
  Calculation,
  ServiceGroup,
  Size,
  Unit,
  UnitAvailability,
} from '../contract/types.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { type FlowPrefill, type FlowState, INITIAL_FLOW_STATE } from './state.ts';

/** What happened in the booking flow, in the past tense; `flowReducer` folds them into state. */
export type FlowEvent =
  | { type: 'branchChosen'; branch: Branch }
  | { type: 'datesChosen'; startDate: IsoDate; endDate: IsoDate }
  | { type: 'groupChosen'; group: ServiceGroup }
  | { type: 'sizeChosen'; size: Size }
  | { type: 'unitsLoaded'; availability: UnitAvailability }
  | { type: 'unitChosen'; unit: Unit }
  | { type: 'calculated'; calculation: Calculation }
  /** The code was validated by a calculation made with it. */
  | { type: 'promoApplied'; promoCode: string; calculation: Calculation }
  /** The screen recalculates without a code and reports it with `calculated`. */
  | { type: 'promoCleared' }
  | { type: 'instalmentsToggled'; instalments: boolean }
  | { type: 'paymentMethodChosen'; paymentMethod: PaymentMethodId }
  | { type: 'booked'; customerServiceId: number; booking: Booking }
  | { type: 'reset' }
  /** A service deep link: pid, ops and osm are chosen as their lists load. */
  | ({ type: 'prefilled' } & FlowPrefill)
  | { type: 'branchesLoaded'; branches: readonly Branch[] }
  | { type: 'groupsLoaded'; groups: readonly ServiceGroup[] }
  | { type: 'sizesLoaded'; sizes: readonly Size[] };

// What each choice invalidates: everything chosen after it.
const CLEARED_BY_UNIT = {
  calculation: undefined,
  promoCode: '',
  instalments: false,
  paymentMethod: undefined,
  booking: undefined,
} as const;
const CLEARED_BY_UNITS = { unit: undefined, ...CLEARED_BY_UNIT } as const;
const CLEARED_BY_SIZE = { availability: undefined, ...CLEARED_BY_UNITS } as const;
const CLEARED_BY_GROUP = { size: undefined, ...CLEARED_BY_SIZE } as const;
const CLEARED_BY_BRANCH = { group: undefined, ...CLEARED_BY_GROUP } as const;

// Choosing what is already chosen (same id) refreshes the object and keeps what follows.
const chooseBranch = (state: FlowState, branch: Branch): FlowState =>
  state.branch?.id === branch.id ? { ...state, branch } : { ...state, ...CLEARED_BY_BRANCH, branch };

const chooseGroup = (state: FlowState, group: ServiceGroup): FlowState =>
  state.group?.id === group.id ? { ...state, group } : { ...state, ...CLEARED_BY_GROUP, group };

const chooseSize = (state: FlowState, size: Size): FlowState =>
  state.size?.id === size.id ? { ...state, size } : { ...state, ...CLEARED_BY_SIZE, size };

/** A get-unit answer for other choices than the current ones (a late reply) is dropped. */
const matchesChoices = (state: FlowState, availability: UnitAvailability): boolean =>
  availability.project_id === state.branch?.id &&
  availability.open_service_id === state.group?.id &&
  availability.open_service_model_id === state.size?.open_service_model_id &&
  availability.start_date === state.startDate &&
  availability.end_date === state.endDate;

const loadUnits = (state: FlowState, availability: UnitAvailability): FlowState => {
  if (!matchesChoices(state, availability)) return state;
  const unit = availability.units.find((u) => u.unit_id === state.unit?.unit_id);
  return unit ? { ...state, availability, unit } : { ...state, ...CLEARED_BY_UNITS, availability };
};

/** Only a unit of the loaded list can be chosen. */
const chooseUnit = (state: FlowState, unit: Unit): FlowState => {
  if (!state.availability?.units.some((u) => u.unit_id === unit.unit_id)) return state;
  return state.unit?.unit_id === unit.unit_id ? { ...state, unit } : { ...state, ...CLEARED_BY_UNIT, unit };
};

/** A new calculation drops a method it no longer offers and instalments it no longer allows. */
const calculate = (state: FlowState, calculation: Calculation): FlowState => ({
  ...state,
  calculation,
  instalments: state.instalments && calculation.summary > 1,
  paymentMethod: calculation.availableMethods.some((m) => m.id === state.paymentMethod)
    ? state.paymentMethod
    : undefined,
});

/** The ids still to resolve, or undefined when none is left. */
const pendingPrefill = (ids: FlowPrefill): FlowPrefill | undefined =>
  ids.projectId === undefined && ids.openServiceId === undefined && ids.openServiceModelId === undefined
    ? undefined
    : ids;

/**
 * Resolves the next pending deep-link id against a list that loaded. An id the list lacks
 * abandons the rest of the prefill, as the later ids depend on it.
 */
const prefillFrom = (state: FlowState, event: FlowEvent): FlowState => {
  const pending = state.prefill;
  if (!pending) return state;
  const { projectId, openServiceId, openServiceModelId } = pending;
  if (event.type === 'branchesLoaded' && projectId !== undefined) {
    const branch = event.branches.find((b) => b.id === projectId);
    if (!branch) return { ...state, prefill: undefined };
    return { ...chooseBranch(state, branch), prefill: pendingPrefill({ openServiceId, openServiceModelId }) };
  }
  if (event.type === 'groupsLoaded' && projectId === undefined && openServiceId !== undefined) {
    const group = event.groups.find((g) => g.id === openServiceId);
    if (!group) return { ...state, prefill: undefined };
    return { ...chooseGroup(state, group), prefill: pendingPrefill({ openServiceModelId }) };
  }
  if (event.type === 'sizesLoaded' && projectId === undefined && openServiceId === undefined) {
    const size = event.sizes.find((s) => s.open_service_model_id === openServiceModelId);
    return { ...(size ? chooseSize(state, size) : state), prefill: undefined };
  }
  return state;
};

const nextState = (state: FlowState, event: FlowEvent): FlowState => {
  switch (event.type) {
    // The customer's own choice replaces whatever a deep link still meant to pre-fill.
    case 'branchChosen':
      return { ...chooseBranch(state, event.branch), prefill: undefined };
    case 'groupChosen':
      return { ...chooseGroup(state, event.group), prefill: undefined };
    case 'sizeChosen':
      return { ...chooseSize(state, event.size), prefill: undefined };
    case 'datesChosen':
      if (event.startDate === state.startDate && event.endDate === state.endDate) return state;
      return { ...state, ...CLEARED_BY_SIZE, startDate: event.startDate, endDate: event.endDate };
    case 'unitsLoaded':
      return loadUnits(state, event.availability);
    case 'unitChosen':
      return chooseUnit(state, event.unit);
    case 'calculated':
      return calculate(state, event.calculation);
    case 'promoApplied':
      return { ...calculate(state, event.calculation), promoCode: event.promoCode.trim() };
    case 'promoCleared':
      return { ...state, promoCode: '' };
    case 'instalmentsToggled': {
      const instalments = event.instalments && (state.calculation?.summary ?? 0) > 1;
      return { ...state, instalments };
    }
    case 'paymentMethodChosen':
      return { ...state, paymentMethod: event.paymentMethod };
    case 'booked':
      return { ...state, booking: { customerServiceId: event.customerServiceId, booking: event.booking } };
    case 'reset':
      return INITIAL_FLOW_STATE;
    case 'prefilled': {
      const { projectId, openServiceId, openServiceModelId } = event;
      const ids = pendingPrefill({ projectId, openServiceId, openServiceModelId });
      return ids ? { ...INITIAL_FLOW_STATE, prefill: ids } : INITIAL_FLOW_STATE;
    }
    case 'branchesLoaded':
    case 'groupsLoaded':
    case 'sizesLoaded':
      return prefillFrom(state, event);
  }
};

/** Whether two states hold the very same choices (the same objects, not equal copies). */
const sameChoices = (a: FlowState, b: FlowState): boolean =>
  Object.keys({ ...a, ...b }).every((key) => a[key as keyof FlowState] === b[key as keyof FlowState]);

/**
 * The booking flow's pure reducer. Changing a choice clears the choices made after it; an
 * event that changes nothing (an answer the flow already holds, too) returns the same state object.
 */
export const flowReducer = (state: FlowState, event: FlowEvent): FlowState => {
  const next = nextState(state, event);
  return sameChoices(state, next) ? state : next;
};
