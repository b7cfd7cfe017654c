import type { UnitAvailability } from '@self-storage/core';

/*
 * The free units select service has just fetched, handed to the unit screen in memory so that one
 * "Next" costs one get-unit request. Only that one arrival trusts them: a reload, a way back from
 * the summary or a unit taken meanwhile asks again.
 */
let justFetched: UnitAvailability | undefined;

export const freshUnits = {
  hand(availability: UnitAvailability): void {
    justFetched = availability;
  },
  /** True once, for the very list select service handed over. */
  take(availability: UnitAvailability | undefined): boolean {
    const fresh = availability !== undefined && availability === justFetched;
    justFetched = undefined;
    return fresh;
  },
};
