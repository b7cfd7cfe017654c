import { PAYMENT_METHOD } from '../constants.ts';
import { booking, calculation } from '../contract/booking.ts';
import { branch, serviceGroup, size, unit, unitAvailability } from '../contract/service.ts';
import { isIsoDate } from '../dates/calendar.ts';
import { STORAGE_KEYS } from '../session/keys.ts';
import { type KeyValueStorage, safeGetItem, safeSetItem } from '../session/storage.ts';
import { type FlowState, INITIAL_FLOW_STATE } from './state.ts';
import { createFlowStore, type FlowStore } from './store.ts';

const isPositiveInteger = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) > 0;

/** What may be read back, each checked with the contract's schemas. */
const CHECKS: Record<keyof FlowState, (value: unknown) => boolean> = {
  branch: (value) => branch.safeParse(value).success,
  startDate: isIsoDate,
  endDate: isIsoDate,
  group: (value) => serviceGroup.safeParse(value).success,
  size: (value) => size.safeParse(value).success,
  availability: (value) => unitAvailability.safeParse(value).success,
  unit: (value) => unit.safeParse(value).success,
  calculation: (value) => calculation.safeParse(value).success,
  promoCode: (value) => typeof value === 'string',
  instalments: (value) => typeof value === 'boolean',
  paymentMethod: (value) => (Object.values(PAYMENT_METHOD) as unknown[]).includes(value),
  booking: (value) =>
    typeof value === 'object' &&
    value !== null &&
    isPositiveInteger((value as { customerServiceId?: unknown }).customerServiceId) &&
    booking.safeParse((value as { booking?: unknown }).booking).success,
  prefill: (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((id) => id === undefined || isPositiveInteger(id)),
};

/**
 * Keys a tab may have saved under an earlier name, with their name now: the flow saved before
 * the rename to one spelling keeps the customer's instalment choice. The current name wins.
 */
const RENAMED_KEYS: Readonly<Record<string, keyof FlowState>> = { installments: 'instalments' };

const withCurrentNames = (saved: object): Record<string, unknown> => {
  const current: Record<string, unknown> = { ...saved };
  for (const [old, now] of Object.entries(RENAMED_KEYS)) {
    if (!(old in current)) continue;
    if (!(now in current)) current[now] = current[old];
    delete current[old];
  }
  return current;
};

/**
 * The flow a tab saved, or a fresh one when anything is unreadable: the choices depend on each
 * other, so keeping only the valid half would be worse than starting again. Keys it does not
 * know are dropped.
 */
export const parseSavedFlow = (raw: string | undefined): FlowState => {
  if (!raw) return INITIAL_FLOW_STATE;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return INITIAL_FLOW_STATE;
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return INITIAL_FLOW_STATE;
  const entries = Object.entries(withCurrentNames(saved)).filter(([key]) => key in CHECKS);
  if (!entries.every(([key, value]) => CHECKS[key as keyof FlowState](value))) return INITIAL_FLOW_STATE;
  return { ...INITIAL_FLOW_STATE, ...Object.fromEntries(entries) };
};

/**
 * A flow store started from what `storage` holds (`STORAGE_KEYS.bookingFlow`) and saving every
 * change there, so the flow survives a reload (the web app passes sessionStorage: one per tab).
 */
export const createPersistedFlowStore = (storage: KeyValueStorage): FlowStore => {
  const store = createFlowStore(parseSavedFlow(safeGetItem(storage, STORAGE_KEYS.bookingFlow)));
  store.subscribe(() => safeSetItem(storage, STORAGE_KEYS.bookingFlow, JSON.stringify(store.getState())));
  return store;
};
