import { describe, expect, it } from 'vitest';
import type { Size } from '../../src/contract/types.ts';
import { sizeBand, sizeOffer } from '../../src/figures/size-offer.ts';

const size = (extra: Partial<Size> = {}): Size => ({
  id: 2,
  name_th: '2 ตร.ม.',
  name_en: '2 sqm',
  service_size_id: 2,
  open_service_model_id: 2,
  ...extra,
});

describe('sizeOffer', () => {
  it('shows only the name when the server sends neither area nor price_from (SPEC section 3)', () => {
    expect(sizeOffer(size(), 'en')).toEqual({ name: '2 sqm' });
    expect(sizeOffer(size(), 'th')).toEqual({ name: '2 ตร.ม.' });
  });

  it('gives price_from in satang and the band, and no area the name already says', () => {
    expect(sizeOffer(size({ area: 2, price_from: 1960 }), 'en')).toEqual({
      name: '2 sqm',
      priceFrom: 196_000,
      band: 'boxes',
    });
    // "12 sqm" does not say 2.
    expect(sizeOffer(size({ name_en: '12 sqm', area: 2 }), 'en').area).toBe(2);
  });

  it('adds the area to a name that does not say it', () => {
    expect(
      sizeOffer(size({ name_th: 'ห้องเล็ก', name_en: 'Small room', area: 2.5, price_from: 1234.5 }), 'en'),
    ).toEqual({
      name: 'Small room',
      area: 2.5,
      priceFrom: 123_450,
      band: 'motorbike',
    });
  });
});

describe('sizeBand', () => {
  it('puts 1 to 30 sqm in four bands: boxes, a motorbike, a one-bedroom condo, a house', () => {
    expect([1, 2, 3, 5, 6, 12, 15, 30].map(sizeBand)).toEqual([
      'boxes',
      'boxes',
      'motorbike',
      'motorbike',
      'condo',
      'condo',
      'house',
      'house',
    ]);
  });
});
