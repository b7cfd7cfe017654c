import { base64ToBytes } from '../encoding/base64.ts';
import { ACCESS_CODE_DIGITS } from './totp.ts';

/**
 * What the pass's QR holds: the pass's id and its current code. The id only says which secret to
 * check the code against; without the code of the moment it opens nothing.
 */

const PREFIX = 'SSA1';
const PAYLOAD = new RegExp(`^${PREFIX}\\.([1-9]\\d{0,9})\\.(\\d{${ACCESS_CODE_DIGITS}})$`);
const PIN = new RegExp(`^\\d{${ACCESS_CODE_DIGITS}}$`);

export const accessPayload = (passId: number, code: string): string => `${PREFIX}.${passId}.${code}`;

/** What a gate reads: a pass's QR payload, a keypad PIN, or neither. */
export type GateInput =
  | { kind: 'qr'; passId: number; code: string }
  | { kind: 'pin'; pin: string }
  | undefined;

export const parseGateInput = (text: string): GateInput => {
  const input = text.trim();
  const qr = PAYLOAD.exec(input);
  if (qr) return { kind: 'qr', passId: Number(qr[1]), code: qr[2] ?? '' };
  return PIN.test(input) ? { kind: 'pin', pin: input } : undefined;
};

/** A pass's secret as the server sends it (base64url) in bytes; undefined for anything else. */
export const passSecretBytes = (secret: string): Uint8Array | undefined => base64ToBytes(secret);
