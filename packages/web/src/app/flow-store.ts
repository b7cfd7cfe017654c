import {
  booking,
  branch,
  calculation,
  createFlowStore,
  type FlowState,
  type FlowStore,
  INITIAL_FLOW_STATE,
  isIsoDate,
  type KeyValueStorage,
  PAYMENT_METHOD,
  STORAGE_KEYS,
  safeGetItem,
  safeSetItem,
  serviceGroup,
  size,
  unit,
  unitAvailability,
} from '@self-storage/core';

/** In sessionStorage: the flow survives a reload but not the tab, like the original app. */
const STORAGE_KEY = STORAGE_KEYS.bookingFlow;

const isPositiveInteger = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) > 0;

/** What may be read back, each checked with core's contract schemas. */
const CHECKS: Record<string, (value: unknown) => boolean> = {
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
 * The saved choices, or a fresh flow when anything is unreadable: the choices depend on each
 * other, so keeping only the valid half would be worse than starting again.
 */
const readSaved = (storage: KeyValueStorage): FlowState => {
  const raw = safeGetItem(storage, STORAGE_KEY);
  if (!raw) return INITIAL_FLOW_STATE;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return INITIAL_FLOW_STATE;
  }
  if (typeof saved !== 'object' || saved === null) return INITIAL_FLOW_STATE;
  const entries = Object.entries(saved).filter(([key]) => key in CHECKS);
  if (!entries.every(([key, value]) => CHECKS[key]?.(value))) return INITIAL_FLOW_STATE;
  return { ...INITIAL_FLOW_STATE, ...Object.fromEntries(entries) };
};

/**
 * Core's booking flow store, started from what this tab saved and saving every change: the flow
 * survives a reload. The app makes one (app/booking-services.ts) and screens reach it through
 * the services context (`useFlow`).
 */
export const createPersistedFlow = (storage: KeyValueStorage): FlowStore => {
  const store = createFlowStore(readSaved(storage));
  store.subscribe(() => safeSetItem(storage, STORAGE_KEY, JSON.stringify(store.getState())));
  return store;
};
