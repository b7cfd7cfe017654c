/**
 * The access pass's codes: RFC 6238 time-based codes from the pass's secret, its keypad PIN, and
 * what its QR holds. Framework-free: Web Crypto by default, any HMAC-SHA1 injected.
 *
 * @module @self-storage/core/access
 */

export { accessPayload, type GateInput, parseGateInput, passSecretBytes } from './payload.ts';
export {
  ACCESS_CODE_DIGITS,
  ACCESS_CODE_STEP_MS,
  ACCESS_CODE_STEP_SECONDS,
  accessCodeStep,
  type CodeOptions,
  type HmacSha1,
  hotp,
  keypadPin,
  msLeftInStep,
  totp,
  webCryptoHmacSha1,
} from './totp.ts';
