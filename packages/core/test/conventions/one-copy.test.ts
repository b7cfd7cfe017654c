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

/** The endpoints whose replies carry `success` (SPEC section 7), as a list in an app would name them. */
const FLAGGED = 'bookingStorage|currentService|qrInquire|cardCheckout';

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
  {
    rule: 'a size’s label put together from its offer (core/figures: sizeLabel)',
    folders: APPS,
    copy: /\bsizeOfferTexts\(|\bOFFER_SEPARATOR\b|\bconst\s+sizeLabel\s*=/,
  },
  {
    rule: 'Bangkok date-times by hand or by Intl (core/dates: formatDateTime, formatTime, bangkokIsoDateTime)',
    folders: APPS,
    copy: /\bIntl\.DateTimeFormat\b|['"`]Asia\/Bangkok['"`]|\bBANGKOK_OFFSET_MS\b/,
  },
  {
    rule: 'refusal statuses written by hand (core/contract/refusals.ts: REFUSALS, by code)',
    folders: APPS,
    copy: /\bresponse_code:\s*[45]\d\d\b|\[\s*[45]\d\d\s*,\s*['"`]|\benvelope\(\s*[45]\d\d\b/,
  },
  {
    rule: 'which calls’ replies carry a success flag (core/contract/endpoints.ts: successFlag)',
    folders: APPS,
    copy: new RegExp(
      // Two different names of them on a line (a list), or one beside `success: false`.
      `SUCCESS_FLAG|WITH_SUCCESS|['"](${FLAGGED})['"].*['"](?!\\1['"])(${FLAGGED})['"]|['"](${FLAGGED})['"].*\\bsuccess:\\s*false`,
    ),
  },
  {
    rule: 'how often a QR payment asks qr/inquire (core: QR_INQUIRE_POLL_MS, the watcher’s poll option)',
    folders: APPS,
    copy: /\b(QR_\w*|INQUIRE_\w*|\w*_INQUIRE\w*)_MS\s*=|\brefetchInterval:\s*[\d_]+|\bsetInterval\(.*\bqrInquire\b/,
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
      [
        'return [offer.name, ...sizeOfferTexts(offer, lang).map(say)].join(OFFER_SEPARATOR);',
        RULES[6]?.copy.source ?? '',
      ],
      [
        'export const sizeLabel = (size: Size, language: Language, t: TFunction): string => {',
        RULES[6]?.copy.source ?? '',
      ],
      [
        "en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),",
        RULES[7]?.copy.source ?? '',
      ],
      [
        "const time = new Date(at).toLocaleTimeString('en-GB', { timeZone: 'Asia/Bangkok' });",
        RULES[7]?.copy.source ?? '',
      ],
      [
        'const dateTime = (ms) => new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);',
        RULES[7]?.copy.source ?? '',
      ],
      ["  expired: [410, 'has expired'],", RULES[8]?.copy.source ?? ''],
      [
        "return c.json({ response_code: 429, response_message: 'Too many open event streams.' }, 429);",
        RULES[8]?.copy.source ?? '',
      ],
      ["return reply(envelope(404, 'No API call here.'), 404);", RULES[8]?.copy.source ?? ''],
      ['const WITH_SUCCESS_FLAG: ReadonlySet<EndpointName> = new Set([', RULES[9]?.copy.source ?? ''],
      [
        "const flagged = ['bookingStorage', 'currentService', 'qrInquire', 'cardCheckout'];",
        RULES[9]?.copy.source ?? '',
      ],
      ["...(name === 'qrInquire' ? { success: false } : {}),", RULES[9]?.copy.source ?? ''],
      ['const INQUIRE_EVERY_MS = 2000;', RULES[10]?.copy.source ?? ''],
      [
        'useQuery({ queryKey: [uuid], queryFn: inquire, refetchInterval: 2000 });',
        RULES[10]?.copy.source ?? '',
      ],
      [
        'const poll = setInterval(() => void client.payment.qrInquire({ uuid }), 2000);',
        RULES[10]?.copy.source ?? '',
      ],
    ];
    for (const [line, source] of probes) expect(new RegExp(source, 'i').test(line), line).toBe(true);
  });

  it('leaves core’s one copy and its callers alone', () => {
    const callers: [string, string][] = [
      ['label: sizeLabel(s, language, ({ key, values }) => t(key, values)) }', RULES[6]?.copy.source ?? ''],
      [
        'const when = (iso: string) => formatDateTime(Date.parse(iso), language);',
        RULES[7]?.copy.source ?? '',
      ],
      [
        "throw httpFailure('payment_expired', text('…', 'Payment has expired.'));",
        RULES[8]?.copy.source ?? '',
      ],
      ['...(endpoints[name].successFlag ? { success: false } : {}),', RULES[9]?.copy.source ?? ''],
      [
        "create: () => ReplyOf<'bookingStorage'> | Promise<ReplyOf<'bookingStorage'>>,",
        RULES[9]?.copy.source ?? '',
      ],
      ['poll: true,', RULES[10]?.copy.source ?? ''],
    ];
    for (const [line, source] of callers) expect(new RegExp(source, 'i').test(line), line).toBe(false);
  });
});
