import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import { thaiIdCheckDigit } from '@self-storage/core/forms';
import { createTranslator, loadCatalog, type Translate } from '@self-storage/locales';

export const DEMO = { email: 'demo@example.com', password: 'Demo-1234' } as const;

/** A 1×1 PNG, the smallest real image the upload rules accept. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const scratch = mkdtempSync(join(tmpdir(), 'self-storage-fixtures-'));

export const pngFile = (): string => {
  const path = join(scratch, 'id-card.png');
  writeFileSync(path, Buffer.from(PNG_1X1, 'base64'));
  return path;
};

/** A PNG signature followed by padding past the 2 MB limit. */
export const oversizedPng = (): string => {
  const path = join(scratch, 'too-big.png');
  const bytes = Buffer.alloc(2 * 1024 * 1024 + 1);
  Buffer.from(PNG_1X1, 'base64').copy(bytes);
  writeFileSync(path, bytes);
  return path;
};

/** A random 13-digit Thai ID whose last digit is the check digit of the first 12. */
export const thaiId = (): string => {
  const first12 = `1${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
};

let emails = 0;
export const uniqueEmail = (label: string): string =>
  `${label}-${process.pid}-${Date.now()}-${++emails}@example.com`;

/** Booking dates inside the window: starting tomorrow (Bangkok), for `days` days. */
export const dates = (days = 30, offset = 1): { start: string; end: string } => {
  const start = addDays(today(Date.now()), offset);
  return { start, end: addDays(start, days - 1) };
};

export const translator = async (lang: Language): Promise<Translate> =>
  createTranslator(await loadCatalog(lang));
