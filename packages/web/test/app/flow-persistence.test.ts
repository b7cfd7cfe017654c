import { MemoryStorage, STORAGE_KEYS } from '@self-storage/core';
import { INITIAL_FLOW_STATE } from '@self-storage/core/flow';
import { describe, expect, it } from 'vitest';
import { createBookingServices } from '#app/booking-services.ts';
import type { AppStorage } from '#app/storage.ts';

/**
 * The booking flow and the current service as the app keeps them (app/booking-services.ts): each
 * "reload" here is a new set of services over the same storages, as a new page load makes.
 */
const bangna = { id: 11, name_th: 'บางนา', name_en: 'Bang Na' };
const lockers = { id: 21, name_th: 'ล็อกเกอร์', name_en: 'Lockers' };
const DATES = { startDate: '2026-03-02', endDate: '2026-05-31' } as const;

const browser = (): AppStorage => ({ local: new MemoryStorage(), session: new MemoryStorage() });

describe('the booking flow across a reload', () => {
  it('comes back with the choices made before it', () => {
    const storage = browser();
    const { flow } = createBookingServices(storage);
    flow.dispatch({ type: 'branchChosen', branch: bangna });
    flow.dispatch({ type: 'datesChosen', ...DATES });
    flow.dispatch({ type: 'groupChosen', group: lockers });

    const reloaded = createBookingServices(storage).flow.getState();
    expect(reloaded).toMatchObject({ branch: bangna, ...DATES, group: lockers });
  });

  it('starts afresh when what was saved is unreadable or tampered with', () => {
    for (const saved of [
      '{not json',
      JSON.stringify({ branch: { id: 'x' } }),
      JSON.stringify({ startDate: '2026-02-30' }),
    ]) {
      const storage = browser();
      storage.session.setItem(STORAGE_KEYS.bookingFlow, saved);
      expect(createBookingServices(storage).flow.getState()).toEqual(INITIAL_FLOW_STATE);
    }
  });

  it('saves a reset, so a reload after it starts clean', () => {
    const storage = browser();
    const { flow } = createBookingServices(storage);
    flow.dispatch({ type: 'branchChosen', branch: bangna });
    flow.dispatch({ type: 'reset' });
    expect(createBookingServices(storage).flow.getState()).toEqual(INITIAL_FLOW_STATE);
  });

  it('keeps the flow to the tab and the current service to the browser', () => {
    const storage = browser();
    const first = createBookingServices(storage);
    first.flow.dispatch({ type: 'branchChosen', branch: bangna });
    first.currentService.save({ serviceState: 'checkout', serviceId: 71 });

    // A new tab: same local storage, an empty session storage.
    const newTab = createBookingServices({ local: storage.local, session: new MemoryStorage() });
    expect(newTab.flow.getState()).toEqual(INITIAL_FLOW_STATE);
    expect(newTab.currentService.read()).toEqual({ serviceState: 'checkout', serviceId: 71 });
    newTab.currentService.clear();
    expect(createBookingServices(storage).currentService.read()).toBeUndefined();
  });
});
