import { describe, expect, it } from 'vitest';
import type { Size } from '../../src/contract/types.ts';
import type { OfferText } from '../../src/figures/offer-text.ts';
import { sizeLabel } from '../../src/figures/size-label.ts';

const size = (extra: Partial<Size> = {}): Size => ({
  id: 2,
  name_th: 'ห้องเล็ก',
  name_en: 'Small room',
  service_size_id: 2,
  open_service_model_id: 2,
  ...extra,
});

/** A catalogue in miniature: the key and its values, as an app's translate function would fill them. */
const say = ({ key, values }: OfferText): string =>
  `${key}(${Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join(',')})`;

describe('sizeLabel', () => {
  it('is the name alone when the server sends neither area nor price_from', () => {
    expect(sizeLabel(size(), 'en', say)).toBe('Small room');
    expect(sizeLabel(size(), 'th', say)).toBe('ห้องเล็ก');
  });

  it('joins the name, the area and the monthly price from, in the catalogue’s words', () => {
    expect(sizeLabel(size({ area: 2.5, price_from: 1234.5 }), 'en', say)).toBe(
      'Small room · sizeOption.area(area=2.5) · sizeOption.priceFrom(amount=1,234.50)',
    );
  });

  it('leaves out the area a name already says', () => {
    expect(sizeLabel(size({ name_en: '2 sqm', area: 2, price_from: 1960 }), 'en', say)).toBe(
      '2 sqm · sizeOption.priceFrom(amount=1,960.00)',
    );
  });
});
