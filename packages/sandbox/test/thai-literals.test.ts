import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { thaiLiteralsIn, thaiLiteralsUnder } from './support/thai-literals.ts';

/** packages/: the sandbox's sources and the web app's are read from here. */
const PACKAGES = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where Thai may be written in the code, and why: data, not texts. Every text a customer reads
 * comes from @self-storage/locales (the server's under `server.`).
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // The catalogue's seed data: branch names and addresses, services, promotions, fees and unit
  // sizes are rows the database holds in both languages, like any operator's catalogue.
  'sandbox/src/db/catalogue-data.ts': 'catalogue data',
  'sandbox/src/db/seed.ts': "the seeded units' size labels, catalogue data",
  // A migration writes the same catalogue data into databases made before it.
  'sandbox/src/db/migrations/002-promotion-names-languages.ts': "the promotions' Thai names, catalogue data",
  // A comment inside the migration's SQL names the document as the Revenue Code does.
  'sandbox/src/db/migrations/021-credit-notes.ts': 'a comment in SQL',
  // The operator's registered name and address, printed on its documents as registered.
  'sandbox/src/receipts/operator.ts': "the operator's registration",
  // The e-Tax Invoice standard's own names (document type T03, the reason codes' descriptions),
  // written into the XML as the standard spells them.
  'sandbox/src/tax/etax-xml.ts': "the ETDA standard's names",
};

const SCANNED = ['sandbox/src', 'web/src'];

describe('Thai in the code', () => {
  const found = SCANNED.flatMap((folder) => thaiLiteralsUnder(PACKAGES, folder));

  it('is written nowhere in the sandbox or the web app outside locales, but in the data listed', () => {
    expect(
      found
        .filter(({ file }) => !Object.hasOwn(ALLOWED, file))
        .map(({ file, line, text }) => `${file}:${line} ${text}`),
    ).toEqual([]);
  });

  it('lists no exception that holds no Thai any more', () => {
    const holding = new Set(found.map(({ file }) => file));
    expect(Object.keys(ALLOWED).filter((file) => !holding.has(file))).toEqual([]);
  });
});

describe('the Thai literal scan', () => {
  const folder = mkdtempSync(join(tmpdir(), 'thai-literals-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('finds a planted Thai string, template and JSX text, and reads past comments and escapes', () => {
    const source = [
      '// สวัสดี in a comment',
      "const reply = text('สำเร็จ', 'OK');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source's own template
      'const mail = `เรียน ${name}`;',
      "const am = '\\u0E33';",
      'const page = <p>ยินดีต้อนรับ</p>;',
    ].join('\n');
    expect(thaiLiteralsIn('planted.tsx', source).map(({ line, text }) => [line, text])).toEqual([
      [2, "'สำเร็จ'"],
      [3, '`เรียน ${'],
      [5, 'ยินดีต้อนรับ'],
    ]);
  });

  it('fails the check on a Thai literal planted in a source file', () => {
    mkdirSync(join(folder, 'src/replies'), { recursive: true });
    writeFileSync(
      join(folder, 'src/replies/planted.ts'),
      "export const DONE = { th: 'บันทึกแล้ว', en: 'Saved.' };\n",
    );
    expect(thaiLiteralsUnder(folder, 'src')).toEqual([
      { file: 'src/replies/planted.ts', line: 1, text: "'บันทึกแล้ว'" },
    ]);
  });
});
