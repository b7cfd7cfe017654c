import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  accessPayload,
  type HmacSha1,
  hotp,
  keypadPin,
  msLeftInStep,
  parseGateInput,
  passSecretBytes,
  totp,
} from '../../src/access/index.ts';

/** The RFCs' shared secret: ASCII "12345678901234567890". */
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('HOTP (RFC 4226, appendix D)', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i gives %s', async (counter, code) => {
    expect(await hotp(RFC_SECRET, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238, appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', async (seconds, code) => {
    expect(await totp(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(code);
  });

  it('keeps its code through a 30-second step and changes it at the next', async () => {
    const start = 1_111_111_110_000;
    expect(await totp(RFC_SECRET, start + 29_999)).toBe(await totp(RFC_SECRET, start));
    expect(await totp(RFC_SECRET, start + 30_000)).not.toBe(await totp(RFC_SECRET, start));
    expect(msLeftInStep(start)).toBe(30_000);
    expect(msLeftInStep(start + 29_999)).toBe(1);
  });

  it('takes any HMAC-SHA1 in place of Web Crypto', async () => {
    const nodeHmac: HmacSha1 = async (key, message) => createHmac('sha1', key).update(message).digest();
    expect(await totp(RFC_SECRET, 59_000, { digits: 8, hmac: nodeHmac })).toBe('94287082');
  });
});

describe('the keypad PIN and the QR payload', () => {
  it('a PIN is six digits, the same for a secret and different for another', async () => {
    const pin = await keypadPin(RFC_SECRET);
    expect(pin).toMatch(/^\d{6}$/);
    expect(await keypadPin(RFC_SECRET)).toBe(pin);
    expect(await keypadPin(new TextEncoder().encode('another secret of twenty'))).not.toBe(pin);
  });

  it('reads a secret as the server sends it, base64url', () => {
    expect(passSecretBytes('MTIzNDU2Nzg5MDEyMzQ1Njc4OTA')).toEqual(RFC_SECRET);
    expect(passSecretBytes('not base64!')).toBeUndefined();
  });

  it('a gate reads a payload or a PIN, and nothing else', () => {
    expect(parseGateInput(accessPayload(42, '012345'))).toEqual({ kind: 'qr', passId: 42, code: '012345' });
    expect(parseGateInput(' 987654 ')).toEqual({ kind: 'pin', pin: '987654' });
    for (const junk of ['', 'SSA1.0.123456', 'SSA1.4.12345', 'SSA2.4.123456', '12345', 'abc']) {
      expect(parseGateInput(junk), junk).toBeUndefined();
    }
  });
});
