import type { RequestOf, SelfStorageClient } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';

export type Selection = RequestOf<'getUnit'>;

export interface FreeUnit {
  selection: Selection;
  unitId: number;
}

/** A 30-day rental starting tomorrow (Bangkok), inside the booking window. */
export const benchDates = (): { start_date: string; end_date: string } => {
  const start = addDays(today(Date.now()), 1);
  return { start_date: start, end_date: addDays(start, 29) };
};

/** The first `count` units free for the dates, walking branches, groups and sizes in order. */
export const findFreeUnits = async (
  client: SelfStorageClient,
  count: number,
  dates = benchDates(),
): Promise<FreeUnit[]> => {
  const found: FreeUnit[] = [];
  for (const branch of await client.catalogue.branches({ currentLanguage: 'en' })) {
    for (const group of await client.catalogue.groups({ project_id: branch.id })) {
      for (const size of await client.catalogue.sizes({ open_service_id: group.id })) {
        const selection: Selection = {
          ...dates,
          project_id: branch.id,
          open_service_id: group.id,
          open_service_model_id: size.open_service_model_id,
        };
        for (const unit of (await client.catalogue.units(selection)).units) {
          found.push({ selection, unitId: unit.unit_id });
          if (found.length === count) return found;
        }
      }
    }
  }
  throw new Error(`Only ${found.length} free units, not ${count}`);
};

/** booking-calculate's body for a unit: single payment, no promotion, final figures. */
export const calculateBody = (unit: FreeUnit, promoCode = ''): RequestOf<'bookingCalculate'> => ({
  ...unit.selection,
  unit_id: unit.unitId,
  is_reccuring: 0,
  is_reccuringcheck: 0,
  is_paymentcheck: 1,
  promo_code: promoCode,
});
