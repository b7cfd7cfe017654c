import type { Language } from '../constants.ts';
import type { Unit } from '../contract/types.ts';
import { formatAmount, toSatang } from '../money/satang.ts';
import type { OfferText } from './offer-text.ts';

/** A free unit as the unit step shows it, beside `sizeOffer`: the same parts on the web and in the CLI. */
export interface UnitOffer {
  name: string;
  /** The monthly rate in satang. */
  monthlyRate: number;
  /** Building and floor, as far as get-unit's extensions `building` and `floor` say; absent when neither. */
  place?: OfferText;
  /** `{{area}} sqm`. */
  area: OfferText;
  /** The monthly rate, `{{amount}} baht per month`. */
  perMonth: OfferText;
  /** Length × depth × height in metres. */
  dimensions: OfferText;
}

const placeOf = ({ building, floor }: Unit): OfferText | undefined =>
  building !== undefined && floor !== undefined
    ? { key: 'unitPlace.buildingFloor', values: { building, floor } }
    : building !== undefined
      ? { key: 'unitPlace.building', values: { building } }
      : floor !== undefined
        ? { key: 'unitPlace.floor', values: { floor } }
        : undefined;

/** A unit of get-unit's reply as its option shows it; what a server leaves out is left out. */
export const unitOffer = (unit: Unit, language: Language): UnitOffer => {
  const monthlyRate = toSatang(unit.monthly_rate);
  const place = placeOf(unit);
  return {
    name: unit.name,
    monthlyRate,
    ...(place ? { place } : {}),
    area: { key: 'unit.areaValue', values: { area: unit.area } },
    perMonth: { key: 'unit.perMonth', values: { amount: formatAmount(monthlyRate, language) } },
    dimensions: {
      key: 'unit.dimensionsTooltip',
      values: { length: unit.length, depth: unit.depth, height: unit.height },
    },
  };
};
