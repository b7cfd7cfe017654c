import { describe, expect, it } from 'vitest';
import type { Calculation, UnitAvailability } from '../../src/contract/types.ts';
import { type FlowEvent, type FlowState, flowReducer, INITIAL_FLOW_STATE } from '../../src/flow/index.ts';
import {
  availability,
  bangna,
  booking,
  calculation,
  DATES,
  large,
  lockers,
  rama9,
  rooms,
  small,
  unitA,
  unitB,
  walkedStore,
} from './fixtures.ts';

const reduce = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);

/** The choices that are set, ignoring cleared (undefined) keys. */
const chosenKeys = (state: FlowState) =>
  Object.entries(state)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();

const booked = () => {
  const state = walkedStore('booked').getState();
  return reduce(
    state,
    { type: 'instalmentsToggled', instalments: true },
    {
      type: 'promoApplied',
      promoCode: 'NEW10',
      calculation: calculation({ promo_code: 'NEW10' }),
    },
  );
};

describe('flowReducer: changing a choice clears the later ones', () => {
  it('branchChosen clears group, size, units, unit, calculation and the summary choices', () => {
    const state = reduce(booked(), { type: 'branchChosen', branch: rama9 });
    expect(chosenKeys(state)).toEqual(['branch', 'endDate', 'instalments', 'promoCode', 'startDate']);
    expect(state).toMatchObject({ branch: rama9, promoCode: '', instalments: false });
  });

  it('datesChosen keeps branch, group and size but clears the units and after', () => {
    const state = reduce(booked(), { type: 'datesChosen', startDate: '2026-03-03', endDate: '2026-04-30' });
    expect(chosenKeys(state)).toEqual([
      'branch',
      'endDate',
      'group',
      'instalments',
      'promoCode',
      'size',
      'startDate',
    ]);
  });

  it('groupChosen clears the size and after; sizeChosen the units and after', () => {
    expect(chosenKeys(reduce(booked(), { type: 'groupChosen', group: rooms }))).toEqual([
      'branch',
      'endDate',
      'group',
      'instalments',
      'promoCode',
      'startDate',
    ]);
    expect(chosenKeys(reduce(booked(), { type: 'sizeChosen', size: large }))).toContain('size');
    expect(reduce(booked(), { type: 'sizeChosen', size: large }).availability).toBeUndefined();
  });

  it('unitChosen clears the calculation, promotion, instalments, method and booking', () => {
    const state = reduce(booked(), { type: 'unitChosen', unit: unitB });
    expect(state.unit).toBe(unitB);
    expect(state).toMatchObject({ promoCode: '', instalments: false });
    expect(state.calculation ?? state.paymentMethod ?? state.booking).toBeUndefined();
  });

  it('choosing the same item again keeps everything after it', () => {
    const before = booked();
    const renamed = { ...bangna, name_en: 'Bangna' };
    const state = reduce(
      before,
      { type: 'branchChosen', branch: renamed },
      { type: 'groupChosen', group: lockers },
      { type: 'sizeChosen', size: small },
      { type: 'unitChosen', unit: unitA },
    );
    expect(state.branch).toBe(renamed);
    expect(state.calculation).toBe(before.calculation);
    expect(state.booking).toBe(before.booking);
    expect(reduce(before, { type: 'datesChosen', ...DATES })).toBe(before);
  });

  it('reset returns the initial state', () => {
    expect(reduce(booked(), { type: 'reset' })).toBe(INITIAL_FLOW_STATE);
  });
});

describe('flowReducer: units and calculation', () => {
  it('unitsLoaded keeps a chosen unit that is still free, and clears one that is not', () => {
    const state = walkedStore('calculated').getState();
    const still = reduce(state, { type: 'unitsLoaded', availability: availability([unitB, unitA]) });
    expect(still.unit).toEqual(unitA);
    expect(still.calculation).toBe(state.calculation);
    const gone = reduce(state, { type: 'unitsLoaded', availability: availability([unitB]) });
    expect(gone.unit ?? gone.calculation).toBeUndefined();
    expect(gone.availability?.units).toEqual([unitB]);
  });

  it('an answer the flow already holds changes nothing: the same state object comes back', () => {
    const state = walkedStore('calculated').getState();
    expect(reduce(state, { type: 'unitsLoaded', availability: state.availability as UnitAvailability })).toBe(
      state,
    );
    expect(reduce(state, { type: 'calculated', calculation: state.calculation as Calculation })).toBe(state);
    expect(reduce(state, { type: 'promoCleared' })).toBe(state);
    const method = reduce(state, { type: 'paymentMethodChosen', paymentMethod: 1 });
    expect(reduce(method, { type: 'paymentMethodChosen', paymentMethod: 1 })).toBe(method);
    expect(reduce(state, { type: 'unitsLoaded', availability: availability([unitB, unitA]) })).not.toBe(
      state,
    );
  });

  it('unitsLoaded for other choices (a late reply) is ignored', () => {
    const state = reduce(walkedStore('service').getState(), { type: 'sizeChosen', size: large });
    expect(reduce(state, { type: 'unitsLoaded', availability: availability() })).toBe(state);
  });

  it('unitChosen accepts only a unit of the loaded list', () => {
    const state = walkedStore('service').getState();
    expect(reduce(state, { type: 'unitChosen', unit: unitA })).toBe(state);
    const loaded = walkedStore('units').getState();
    expect(reduce(loaded, { type: 'unitChosen', unit: { ...unitA, unit_id: 999 } })).toBe(loaded);
  });

  it('calculated drops a method no longer offered and instalments no longer allowed', () => {
    const state = reduce(walkedStore('method').getState(), {
      type: 'instalmentsToggled',
      instalments: true,
    });
    expect(state).toMatchObject({ paymentMethod: 1, instalments: true });
    const next = reduce(state, {
      type: 'calculated',
      calculation: calculation({ summary: 1, availableMethods: [{ id: 5 }] }),
    });
    expect(next).toMatchObject({ instalments: false, paymentMethod: undefined });
  });

  it('instalments can be turned on only when the calculation has more than one bill', () => {
    const single = reduce(walkedStore('unit').getState(), {
      type: 'calculated',
      calculation: calculation({ summary: 1 }),
    });
    expect(reduce(single, { type: 'instalmentsToggled', instalments: true })).toBe(single);
    const several = walkedStore('calculated').getState();
    expect(reduce(several, { type: 'instalmentsToggled', instalments: true }).instalments).toBe(true);
  });

  it('promoApplied sets the trimmed code and its calculation; promoCleared empties the code', () => {
    const discounted = calculation({
      promo_code: 'NEW10',
      promotion: { discount_amount: 450, promotion: { name: 'New customer' } },
    });
    const state = reduce(walkedStore('calculated').getState(), {
      type: 'promoApplied',
      promoCode: ' NEW10 ',
      calculation: discounted,
    });
    expect(state).toMatchObject({ promoCode: 'NEW10', calculation: discounted });
    expect(reduce(state, { type: 'promoCleared' }).promoCode).toBe('');
  });

  it('booked keeps the customer service id and the booking', () => {
    const made = booking();
    const state = reduce(walkedStore('method').getState(), {
      type: 'booked',
      customerServiceId: 71,
      booking: made,
    });
    expect(state.booking).toEqual({ customerServiceId: 71, booking: made });
  });
});

describe('flowReducer: prefilled from a service deep link', () => {
  const prefilled = reduce(booked(), {
    type: 'prefilled',
    projectId: bangna.id,
    openServiceId: lockers.id,
    openServiceModelId: small.open_service_model_id,
  });

  it('starts over with the ids pending', () => {
    expect(chosenKeys(prefilled)).toEqual(['instalments', 'prefill', 'promoCode']);
  });

  it('chooses branch, group and size as their lists load', () => {
    const state = reduce(
      prefilled,
      { type: 'branchesLoaded', branches: [rama9, bangna] },
      { type: 'groupsLoaded', groups: [lockers, rooms] },
      { type: 'sizesLoaded', sizes: [large, small] },
    );
    expect(state).toMatchObject({ branch: bangna, group: lockers, size: small, prefill: undefined });
  });

  it('waits for the branch before choosing a group', () => {
    expect(reduce(prefilled, { type: 'groupsLoaded', groups: [lockers] })).toBe(prefilled);
  });

  it('abandons the rest when an id is not in its list', () => {
    const state = reduce(prefilled, { type: 'branchesLoaded', branches: [rama9] });
    expect(state.branch ?? state.prefill).toBeUndefined();
    const noGroup = reduce(
      prefilled,
      { type: 'branchesLoaded', branches: [bangna] },
      { type: 'groupsLoaded', groups: [rooms] },
    );
    expect(noGroup).toMatchObject({ branch: bangna, group: undefined, prefill: undefined });
  });

  it("gives way to the customer's own choice", () => {
    const state = reduce(
      prefilled,
      { type: 'branchChosen', branch: rama9 },
      {
        type: 'branchesLoaded',
        branches: [bangna, rama9],
      },
    );
    expect(state).toMatchObject({ branch: rama9, prefill: undefined });
  });

  it('with no ids is a plain reset', () => {
    expect(reduce(booked(), { type: 'prefilled' })).toBe(INITIAL_FLOW_STATE);
  });
});
