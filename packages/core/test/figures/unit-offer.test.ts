import { describe, expect, it } from 'vitest';
import type { Size, Unit } from '../../src/contract/types.ts';
import { OFFER_SEPARATOR, sizeOfferTexts } from '../../src/figures/offer-text.ts';
import { sizeOffer } from '../../src/figures/size-offer.ts';
import { unitOffer } from '../../src/figures/unit-offer.ts';

const unit = (extra: Partial<Unit> = {}): Unit => ({
  unit_id: 7,
  name: 'A-101',
  area: 2,
  length: 1,
  depth: 2,
  height: 2.4,
  monthly_rate: 1960.5,
  ...extra,
});

describe('unitOffer', () => {
  it('gives the name, the rate in satang and the texts of area, rate and dimensions', () => {
    expect(unitOffer(unit(), 'en')).toEqual({
      name: 'A-101',
      monthlyRate: 196_050,
      area: { key: 'unit.areaValue', values: { area: 2 } },
      perMonth: { key: 'unit.perMonth', values: { amount: '1,960.50' } },
      dimensions: { key: 'unit.dimensionsTooltip', values: { length: 1, depth: 2, height: 2.4 } },
    });
  });

  it('says where the unit is as far as the server does: building and floor, either, or neither', () => {
    expect(unitOffer(unit({ building: 'B', floor: '3' }), 'th').place).toEqual({
      key: 'unitPlace.buildingFloor',
      values: { building: 'B', floor: '3' },
    });
    expect(unitOffer(unit({ building: 'B' }), 'th').place).toEqual({
      key: 'unitPlace.building',
      values: { building: 'B' },
    });
    expect(unitOffer(unit({ floor: '3' }), 'th').place).toEqual({
      key: 'unitPlace.floor',
      values: { floor: '3' },
    });
    expect(unitOffer(unit(), 'th')).not.toHaveProperty('place');
  });
});

describe('sizeOfferTexts', () => {
  const size = (extra: Partial<Size> = {}): Size => ({
    id: 2,
    name_th: 'ห้องเล็ก',
    name_en: 'Small room',
    service_size_id: 2,
    open_service_model_id: 2,
    ...extra,
  });

  it('says the area the name does not, then the lowest monthly rate, formatted in the language', () => {
    expect(sizeOfferTexts(sizeOffer(size({ area: 2.5, price_from: 1234.5 }), 'en'), 'en')).toEqual([
      { key: 'sizeOption.area', values: { area: 2.5 } },
      { key: 'sizeOption.priceFrom', values: { amount: '1,234.50' } },
    ]);
    expect(OFFER_SEPARATOR).toBe(' · ');
  });

  it('says nothing the server left out, nor an area the name already says', () => {
    expect(sizeOfferTexts(sizeOffer(size(), 'en'), 'en')).toEqual([]);
    expect(sizeOfferTexts(sizeOffer(size({ name_en: '2 sqm', area: 2 }), 'en'), 'en')).toEqual([]);
  });
});
