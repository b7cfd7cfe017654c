import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_KEYS, type ErrorKey } from '../../core/src/errors.ts';
import { en } from '../src/en.ts';
import {
  CATALOG_PARTS,
  type Catalog,
  type CatalogKey,
  type CatalogVariables,
  createTranslator,
  LANGUAGE_NAMES,
  LANGUAGES,
  loadCatalog,
  loadCatalogPart,
} from '../src/index.ts';
import { th } from '../src/th.ts';

const flatten = (node: unknown, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
};

const variables = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const enTexts = flatten(en);
const thTexts = flatten(th);

/** Latin words a Thai reader sees as they are: file types, acronyms and formats. */
const LATIN_IN_THAI = [
  'OTP',
  'JPG',
  'PNG',
  'PDF',
  'MB',
  'JSON',
  'API',
  'YYYY-MM-DD',
  // The legal pages: the act's and the officer's usual acronyms, and the browser storage names the
  // cookie policy lists as they are.
  'PDPA',
  'DPO',
  'IP',
  'localStorage',
  'sessionStorage',
  'current_service',
  'register_email',
  'booking_flow',
  'session',
  'lang',
  // The server's replies and card page: the card's security code and the payment method as printed
  // on cards and signs, and the upload format a developer sends.
  'CVC',
  'QR',
  'base64',
  'data URL',
];
/** E-mail addresses stay as they are written. */
const EMAIL = /[\w.-]+@[\w.-]+\.\w+/g;
const THAI_SCRIPT = /[\u0E00-\u0E7F]/g;

/** Thai abbreviations end in a full stop of their own: metres, square metres, o'clock, phone, B.E. */
const THAI_ABBREVIATIONS = ['ม.', 'ตร.ม.', 'น.', 'โทร.', 'พ.ศ.'];
/** A full stop after Thai that ends a word, with the word it ends. */
const THAI_FULL_STOP = /(\S*[\u0E00-\u0E7F]\.)(?=\s|$)/g;

describe('Thai typography of the catalogue', () => {
  it('ends no Thai sentence with a Latin full stop: Thai sentences part with a space', () => {
    for (const [key, text] of thTexts) {
      const stops = [...(text as string).matchAll(THAI_FULL_STOP)].map((m) => m[1] ?? '');
      expect(
        stops.filter((word) => !THAI_ABBREVIATIONS.some((abbreviation) => word.endsWith(abbreviation))),
        key,
      ).toEqual([]);
    }
  });

  it('puts no English placeholder under a Thai label', () => {
    const placeholders = [...thTexts].filter(([key]) => /placeholder/i.test(key));
    expect(placeholders.length).toBeGreaterThan(5);
    for (const [key, text] of placeholders) expect(text as string, key).not.toMatch(/[A-Za-z]/);
  });
});

describe('catalogues', () => {
  it('have the same keys in Thai and English, every one a non-empty text', () => {
    expect([...thTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
    for (const texts of [enTexts, thTexts]) {
      for (const [key, text] of texts) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
      }
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of enTexts) {
      const [inThai, inEnglish] = [variables(thTexts.get(key) as string), variables(text as string)];
      // The server's English replies name the request field at fault (`passport_image`); a Thai
      // sentence names no English field, so it may leave that variable out, and only that.
      if (key.startsWith('server.'))
        expect(
          inThai.filter((name) => !inEnglish.includes(name)),
          key,
        ).toEqual([]);
      else expect(inThai, key).toEqual(inEnglish);
    }
    const leftOut = [...enTexts.keys()].filter(
      (key) => variables(thTexts.get(key) as string).length !== variables(enTexts.get(key) as string).length,
    );
    for (const key of leftOut) expect(variables(enTexts.get(key) as string), key).toContain('field');
  });

  it('have a text for every error key the SDK can fail with', () => {
    for (const key of ERROR_KEYS) {
      expect(enTexts.has(key), key).toBe(true);
      expect(thTexts.has(key), key).toBe(true);
    }
    expectTypeOf<ErrorKey>().toExtend<CatalogKey>();
  });

  it('keep the spec section 8 key names and English wording', () => {
    const t = createTranslator(en);
    expect(t('errors.requestErorMsg')).toBe('Unable to send data, please check your information.');
    expect(t('errors.unitBooked')).toBe(
      'The selected unit has been reserved. Please choose another unit, or check your email if you booked it yourself.',
    );
    expect(t('errors.sessionExpired')).toBe(
      'Your session has expired. You can make a new transaction using the details in your email or the app.',
    );
    expect(t('errors.loginFailed')).toBe('Login failed. Please check your username and password.');
    expect(t('errors.loginAgain')).toBe('Please login again for security.');
    expect(t('register.otpSendError')).toBe('Failed to send OTP.');
    expect(t('errors.noService')).toBe('Service information not found.');
    expect(t('payment.noAmount')).toBe('There is no service fee to be paid.');
    expect(t('payment.currency')).toBe('baht');
    expect(createTranslator(th)('payment.currency')).toBe('บาท');
  });

  it('write Thai in Thai: no untranslated English beyond acronyms and formats', () => {
    for (const [key, text] of thTexts) {
      let rest = (text as string).replace(/\{\{[^}]*\}\}/g, '').replace(EMAIL, '');
      for (const word of LATIN_IN_THAI) rest = rest.replaceAll(word, '');
      expect(rest, key).not.toMatch(/[A-Za-z]/);
      expect(rest.replace(THAI_SCRIPT, ''), key).not.toMatch(/\p{L}/u);
    }
    expect(thTexts.get('login.title')).toBe('เข้าสู่ระบบ');
    expect(thTexts.get('home.branches.rama3.name')).toBe('พระราม 3');
  });

  it('keep a neutral service tone in Thai, without ค่ะ or ครับ', () => {
    for (const [key, text] of thTexts) expect(text as string, key).not.toMatch(/ค่ะ|ครับ|คะ$/);
  });

  it('stay safe for i18next: no nesting syntax, plural suffixes or namespace separators', () => {
    for (const [key, text] of enTexts) {
      expect(key, key).not.toMatch(/:|_(zero|one|two|few|many|other)$/);
      expect(text as string, key).not.toContain('$t(');
    }
  });
});

describe('createTranslator', () => {
  const t = createTranslator(en);

  it('fills {{variables}} and leaves a missing one visible, as i18next does', () => {
    expect(t('footer.copyright', { year: 2026 })).toBe('© 2026 Self-storage. All rights reserved.');
    expect(t('unit.dimensionsTooltip', { length: 1.5, depth: 2, height: 2.4 })).toBe('1.5 × 2 × 2.4 m');
    expect(createTranslator(th)('register.otp.resendIn', { seconds: 7 })).toBe('ส่งรหัสอีกครั้งได้ใน 7 วินาที');
    const loose = t as unknown as (key: string, vars?: Record<string, string>) => string;
    expect(loose('cli.status.loggedInAs', {})).toBe('Logged in as {{email}}');
    expect(loose('cli.status.loggedInAs', { email: '{{email}} $&' })).toBe('Logged in as {{email}} $&');
  });

  it('returns the key itself for a key the catalogue lacks', () => {
    const loose = t as unknown as (key: string) => string;
    expect(loose('errors.doesNotExist')).toBe('errors.doesNotExist');
    expect(loose('payment.qr')).toBe('payment.qr');
    expect(loose('toString')).toBe('toString');
  });

  it('types the variables of each key from the English source', () => {
    expectTypeOf<CatalogVariables<'unit.dimensionsTooltip'>>().toEqualTypeOf<'length' | 'depth' | 'height'>();
    expectTypeOf<CatalogVariables<'login.title'>>().toBeNever();
    expectTypeOf<Catalog['payment']['qr']['error']>().toEqualTypeOf<string>();
  });
});

describe('loadCatalogPart', () => {
  it.each(LANGUAGES)(
    'splits the %s catalogue for the web into parts without the CLI and server texts',
    async (lang) => {
      const parts = await Promise.all(CATALOG_PARTS.map((part) => loadCatalogPart(lang, part)));
      const { cli: _cli, server: _server, ...web } = await loadCatalog(lang);
      const groups = parts.flatMap((part) => Object.keys(part));
      expect(new Set(groups).size).toBe(groups.length);
      expect(Object.assign({}, ...parts)).toEqual(web);
    },
  );

  it('keeps every error message in the part any page loads', async () => {
    expect((await loadCatalogPart('th', 'pages')).errors).toEqual(th.errors);
    expect((await loadCatalogPart('en', 'pages')).errors).toEqual(en.errors);
  });
});

describe('loadCatalog', () => {
  it('loads each language on its own', async () => {
    expect(await loadCatalog('th')).toBe(th);
    expect(await loadCatalog('en')).toBe(en);
    expect(LANGUAGES).toEqual(['th', 'en']);
    expect(LANGUAGE_NAMES).toEqual({ th: 'ไทย', en: 'English' });
  });

  it('is reachable through the package subpath exports', async () => {
    const [thModule, enModule] = await Promise.all([
      import('@self-storage/locales/th'),
      import('@self-storage/locales/en'),
    ]);
    expect(thModule.th).toBe(th);
    expect(enModule.en).toBe(en);
  });
});
