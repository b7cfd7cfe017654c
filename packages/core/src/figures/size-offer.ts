import { type Language, ROOM_SIZE_MAX_SQM } from '../constants.ts';
import type { Size } from '../contract/types.ts';
import { toSatang } from '../money/satang.ts';
import { nameIn } from './names.ts';

/** What fits in a size, in four bands a customer can picture (the size guide's sections). */
export const SIZE_BANDS = ['boxes', 'motorbike', 'condo', 'house'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

/** The largest area in square metres of each band: a few boxes up to 2 sqm, a house up to 30. */
export const SIZE_BAND_MAX_SQM: Readonly<Record<SizeBand, number>> = {
  boxes: 2,
  motorbike: 5,
  condo: 12,
  house: ROOM_SIZE_MAX_SQM,
};

/** The band an area in square metres falls in. */
export const sizeBand = (area: number): SizeBand =>
  area <= SIZE_BAND_MAX_SQM.boxes
    ? 'boxes'
    : area <= SIZE_BAND_MAX_SQM.motorbike
      ? 'motorbike'
      : area <= SIZE_BAND_MAX_SQM.condo
        ? 'condo'
        : 'house';

export interface SizeOffer {
  name: string;
  /** Square metres, when the server sends them and the name does not already say them. */
  area?: number;
  /** The lowest monthly rate in satang, when the server sends it (get-size's `price_from`). */
  priceFrom?: number;
  /** What fits, when the area is known. */
  band?: SizeBand;
}

const mentions = (name: string, area: number): boolean =>
  new RegExp(`(^|[^\\d.,])${String(area).replace('.', '\\.')}($|[^\\d.,])`).test(name);

/**
 * A size as its option shows it: the name, the area unless the name says it ("2 sqm" does), and
 * "from X a month" (get-size's extensions, docs/api.md). What a server leaves out is left out.
 */
export const sizeOffer = (size: Size, language: Language): SizeOffer => {
  const name = nameIn(size, language);
  return {
    name,
    ...(size.area !== undefined && !mentions(name, size.area) ? { area: size.area } : {}),
    ...(size.price_from !== undefined ? { priceFrom: toSatang(size.price_from) } : {}),
    ...(size.area !== undefined ? { band: sizeBand(size.area) } : {}),
  };
};
