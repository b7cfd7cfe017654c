import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * How long a page's form is taken after the page was drawn: longer than the payment countdown
 * (10 minutes), so a token never dies before what it pays, and short enough that one copied out
 * of a page soon stops working.
 */
export const FORM_TOKEN_LIFE_MS = 30 * 60 * 1000;

/**
 * The key of the sandbox's form tokens, derived from one of its stored secrets under a label of its
 * own: it lasts as long as that secret (a restart keeps it), and no token can pass for what the
 * secret keys elsewhere.
 */
export const formTokenKey = (secret: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'sandbox page form token', 32));

const mac = (key: Buffer, subject: string, at: number): Buffer =>
  createHmac('sha256', key).update(`${subject}\n${at}`).digest();

/**
 * A token for one form of one page (`subject` names both, e.g. the payment it pays), drawn at
 * `at`: `<at>.<HMAC>`. A page on another site cannot read it, so a post that carries it came from
 * the page itself, whatever Origin or Referer the browser sends or leaves out.
 */
export const formToken = (key: Buffer, subject: string, at: number): string =>
  `${at}.${mac(key, subject, at).toString('base64url')}`;

/** Whether `token` was made by `formToken` for `subject`, no longer than its life before `now`. */
export const isFormToken = (key: Buffer, subject: string, token: string, now: number): boolean => {
  const [at, signature, ...rest] = token.split('.');
  const drawn = Number(at);
  if (rest.length > 0 || !/^\d+$/.test(at ?? '') || drawn > now || now - drawn > FORM_TOKEN_LIFE_MS)
    return false;
  const given = Buffer.from(signature ?? '', 'base64url');
  const expected = mac(key, subject, drawn);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
