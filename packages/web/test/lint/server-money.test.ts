import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The payment screens show the money the server sums (the rental's statement, a checkout's
 * amount, a calculation's withholding) and add up none of their own (docs/architecture.md,
 * "Money on screen"): no booking figures worked out from the booking row, no satang arithmetic,
 * no sums. The browser tests compare each figure with the statement; this finds the arithmetic
 * that a scenario those tests do not reach would hide.
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const GUARDED = [
  'screens/payment',
  'screens/repayment',
  'screens/rental/extend',
  'screens/booking/summary/net-figures.tsx',
  'signed-in/booking-panel.tsx',
  'signed-in/paying-for.tsx',
  'signed-in/due-now-note.tsx',
];

/** What adds up money: core's booking sums, satang conversions (the first step of arithmetic), sums. */
const ARITHMETIC: readonly [string, RegExp][] = [
  [
    "core's sums of a booking row",
    /\b(bookingFigures|paymentResult|billDue|isPaidUpBy|sumWithholdings|withholdingOf)\(/g,
  ],
  ['a conversion to or from satang', /\b(toSatang|fromSatang|withholdingFromBaht)\(/g],
  ["the booking row's own amount", /\.amount_due\b/g],
  ['a sum', /\.reduce\(/g],
  ['adding or taking amounts', /\b(amount|gross|net|withheld|total|discount|rent)\s*[-+]\s*[\w(]/g],
];

const files = (path: string): string[] => {
  const full = join(SRC, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
};

const findings = (name: string, text: string): string[] =>
  ARITHMETIC.flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((match) => `${name}: ${what}: ${match[0]}`),
  );

describe('money on the payment screens', () => {
  it('is shown as the server sums it, never added up on a screen', () => {
    const found = GUARDED.flatMap(files).flatMap((file) =>
      findings(relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds each kind of arithmetic when a screen does it', () => {
    const planted = [
      'const due = bookingFigures(booking).dueNow;',
      'money.satang(toSatang(q.total) + toSatang(q.dynamic))',
      'money.baht(booking.amount_due)',
      'bills.reduce((sum, b) => sum + b.amount, 0)',
      'const shown = gross - withheld;',
      'const rent = q.total + q.dynamic;',
    ].join('\n');
    expect(findings('planted.tsx', planted).map((line) => line.split(': ')[1])).toEqual([
      "core's sums of a booking row",
      'a conversion to or from satang',
      'a conversion to or from satang',
      "the booking row's own amount",
      'a sum',
      'adding or taking amounts',
      'adding or taking amounts',
    ]);
  });
});
