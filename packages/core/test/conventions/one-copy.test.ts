import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every rule once, in core: the web app, the CLI, the sandbox and the texts use core's copy. Each
 * case below is a second copy that can be told from its text; a hit names file and line.
 */

const REPO = join(import.meta.dirname, '../../../..');
const APPS = ['packages/web/src', 'packages/cli/src', 'packages/sandbox/src'];
const CODE = /\.(ts|tsx|css)$/;

const filesUnder = (folder: string): string[] =>
  readdirSync(join(REPO, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => CODE.test(path))
    .map((path) => join(REPO, folder, path));

const hits = (folders: string[], pattern: RegExp): string[] =>
  folders.flatMap(filesUnder).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(REPO, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );

interface Rule {
  /** What is copied, and where its one copy lives. */
  rule: string;
  folders: string[];
  copy: RegExp;
}

const RULES: Rule[] = [
  {
    rule: 'the phone breakpoint in pixels (core/layout.ts; style sheets write @media (--phone) or (--wide))',
    folders: APPS,
    copy: /@media[^{]*\b(599|600)(\.\d+)?px|(min|max)-width:\s*(599|600)px/,
  },
  {
    rule: 'the Thai ID check digit (core/forms/thai-id.ts: thaiIdCheckDigit, idCardSchema)',
    folders: APPS,
    copy: /%\s*11\b/,
  },
  {
    rule: 'the booking hold (core/constants.ts: BOOKING_HOLD_MS, BOOKING_HOLD_HOURS)',
    folders: APPS,
    copy: /\bHOLD_MS\b|\b2\s*\*\s*(HOUR_MS|60\s*\*\s*60)\b|\b7_?200(_?000)?\b/,
  },
  {
    rule: 'the hold’s hours written into a text (texts interpolate {{hours}} from BOOKING_HOLD_HOURS)',
    folders: ['packages/locales/src'],
    copy: /\b2\s*(hours?|ชั่วโมง|ชม\.)/,
  },
  {
    rule: 'baht and satang converted by hand (core/money: toSatang, fromSatang)',
    folders: APPS,
    copy: /Math\.round\([^()]*\*\s*100\s*\)|satang\w*\)?\s*\/\s*100\b|[*/]\s*SATANG_PER_BAHT/i,
  },
  {
    rule: 'Bangkok dates by hand (core/dates: today, addDays, BANGKOK_OFFSET_MS, formatDate)',
    folders: APPS,
    copy: /\b7\s*\*\s*60\s*\*\s*60\s*\*\s*1000|\b24\s*\*\s*60\s*\*\s*60\s*\*\s*1000|const\s+BANGKOK_OFFSET/,
  },
];

describe('every rule once, in core', () => {
  it.each(RULES.map((rule) => [rule.rule, rule] as const))('no second copy of %s', (_name, rule) => {
    expect(hits(rule.folders, rule.copy)).toEqual([]);
  });

  it('finds a copy where there is one', () => {
    const probes: [string, string][] = [
      ['@media (max-width: 599px) {', RULES[0]?.copy.source ?? ''],
      ["window.matchMedia('(min-width: 600px)')", RULES[0]?.copy.source ?? ''],
      ['return (11 - (sum % 11)) % 10;', RULES[1]?.copy.source ?? ''],
      ['export const HOLD_MS = 2 * HOUR_MS;', RULES[2]?.copy.source ?? ''],
      ["expiresNotice: 'This payment expires in 2 hours.',", RULES[3]?.copy.source ?? ''],
      ["terms: 'หากไม่ชำระภายใน 2 ชั่วโมง'", RULES[3]?.copy.source ?? ''],
      ['const refund = bahtText(Math.round(account.refund * 100));', RULES[4]?.copy.source ?? ''],
      ['(satang / 100).toFixed(2)', RULES[4]?.copy.source ?? ''],
      ['const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;', RULES[5]?.copy.source ?? ''],
    ];
    for (const [line, source] of probes) expect(new RegExp(source, 'i').test(line), line).toBe(true);
  });
});
