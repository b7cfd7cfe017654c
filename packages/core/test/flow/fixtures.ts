import type {
  Booking,
  Branch,
  Calculation,
  ServiceGroup,
  Size,
  Unit,
  UnitAvailability,
} from '../../src/contract/types.ts';
import { createFlowStore } from '../../src/flow/store.ts';

export const bangna: Branch = { id: 11, name_th: 'บางนา', name_en: 'Bang Na' };
export const rama9: Branch = { id: 12, name_th: 'พระราม 9', name_en: 'Rama 9' };
export const lockers: ServiceGroup = { id: 21, name_th: 'ล็อกเกอร์', name_en: 'Lockers' };
export const rooms: ServiceGroup = { id: 22, name_th: 'ห้องเก็บของ', name_en: 'Rooms' };
export const small: Size = {
  id: 31,
  name_th: 'เล็ก',
  name_en: 'Small',
  service_size_id: 41,
  open_service_model_id: 51,
};
export const large: Size = {
  ...small,
  id: 32,
  name_en: 'Large',
  service_size_id: 42,
  open_service_model_id: 52,
};

export const unitA: Unit = {
  unit_id: 61,
  name: 'A-01',
  area: 2,
  length: 2,
  depth: 1,
  height: 2.4,
  monthly_rate: 1500,
};
export const unitB: Unit = { ...unitA, unit_id: 62, name: 'A-02' };

export const DATES = { startDate: '2026-03-02', endDate: '2026-05-31' } as const;

export const availability = (units: Unit[] = [unitA, unitB]): UnitAvailability => ({
  start_date: DATES.startDate,
  end_date: DATES.endDate,
  count_day: 91,
  project_id: bangna.id,
  open_service_id: lockers.id,
  open_service_model_id: small.open_service_model_id,
  branch_name_th: bangna.name_th,
  branch_name_en: bangna.name_en,
  group_size_name_th: lockers.name_th,
  group_size_name_en: lockers.name_en,
  size_name_th: small.name_th,
  size_name_en: small.name_en,
  units,
});

export const calculation = (overrides: Partial<Calculation> = {}): Calculation => ({
  total: 3000,
  dynamic: 1500,
  total_after_discount: 4850.5,
  summary: 3,
  extracheck: [{ name_th: 'ค่าประกัน', name_en: 'Deposit', amount: 350.5 }],
  promotion: null,
  availableMethods: [{ id: 1 }, { id: 4 }, { id: 5 }],
  promo_code: '',
  is_reccuringcheck: 0,
  ...overrides,
});

export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  customerService_id: 71,
  booking_number: 'BK-2026-0001',
  status: 'awaiting_payment',
  project: { id: bangna.id, name_th: bangna.name_th, name_en: bangna.name_en },
  customerServiceStartDt: DATES.startDate,
  customerServiceEndDt: DATES.endDate,
  years: 0,
  months: 2,
  weeks: 4,
  days: 1,
  serviceSize: {
    name_th: 'เล็ก',
    name_en: 'Small',
    serviceGroupSize: { name_th: 'ล็อกเกอร์', name_en: 'Lockers' },
  },
  buildingVolume: 'B1',
  floorLevel: '2',
  unit: { unit_id: unitA.unit_id, aliasName: 'A-01', area: 2, length: 2, depth: 1, height: 2.4 },
  summary: {
    details: { serviceFee: { total: 4500, discount: 0, amount: 4500 }, extraFee: [] },
    promotion: null,
  },
  invoices: [
    { id: 81, installment_no: 1, amount: 1616.84, due_date: '2026-03-01', status: 'pending' },
    { id: 82, installment_no: 2, amount: 1616.83, due_date: '2026-04-01', status: 'pending' },
    { id: 83, installment_no: 3, amount: 1616.83, due_date: '2026-05-01', status: 'pending' },
  ],
  payment_method: 1,
  isInstallment: 2,
  amount_due: 1616.84,
  due_invoice_ids: [81],
  payment_deadline: '2026-03-01T12:00:00+07:00',
  payment_reference: null,
  ...overrides,
});

/** A store walked through the flow up to (and including) `until`. */
export const walkedStore = (until: 'service' | 'units' | 'unit' | 'calculated' | 'method' | 'booked') => {
  const store = createFlowStore();
  const steps = ['service', 'units', 'unit', 'calculated', 'method', 'booked'] as const;
  for (const step of steps.slice(0, steps.indexOf(until) + 1)) {
    if (step === 'service') {
      store.dispatch({ type: 'branchChosen', branch: bangna });
      store.dispatch({ type: 'datesChosen', ...DATES });
      store.dispatch({ type: 'groupChosen', group: lockers });
      store.dispatch({ type: 'sizeChosen', size: small });
    }
    if (step === 'units') store.dispatch({ type: 'unitsLoaded', availability: availability() });
    if (step === 'unit') store.dispatch({ type: 'unitChosen', unit: unitA });
    if (step === 'calculated') store.dispatch({ type: 'calculated', calculation: calculation() });
    if (step === 'method') store.dispatch({ type: 'paymentMethodChosen', paymentMethod: 1 });
    if (step === 'booked') {
      store.dispatch({ type: 'booked', customerServiceId: 71, booking: booking() });
    }
  }
  return store;
};
