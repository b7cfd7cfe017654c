import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/dates/display.ts';
import { DISPLAY_DATE } from '../../src/dates/display-date.ts';

describe('DISPLAY_DATE', () => {
  it('finds every date formatDate writes, in both languages, whole', () => {
    for (let month = 1; month <= 12; month += 1) {
      const date = `2027-${String(month).padStart(2, '0')}-07` as const;
      for (const language of ['th', 'en'] as const) {
        const shown = formatDate(date, language);
        expect(`ครบกำหนด ${shown} นี้`.match(DISPLAY_DATE)?.[0], shown).toBe(shown);
      }
    }
  });

  it('leaves numbers that are no date alone', () => {
    expect(DISPLAY_DATE.test('ห้อง 5 ชั้น 2')).toBe(false);
    expect(DISPLAY_DATE.test('1 × 2 × 2.4 m')).toBe(false);
    expect(DISPLAY_DATE.test('3,010.00 บาท')).toBe(false);
    expect(DISPLAY_DATE.test('25/11/2569')).toBe(false);
  });
});
