import { keypadPin } from '@self-storage/core/access';
import type { SandboxContext } from '../context.ts';
import {
  accessKeys,
  newShareToken,
  newTotpSecret,
  openSecret,
  pinDigest,
  sealSecret,
  tokenDigest,
} from '../crypto/access-seal.ts';
import { type NewPass, type PassRow, pinDigestTaken } from '../data/access-passes.ts';

/** Draws before giving up on a PIN no other pass has: a million PINs make a clash rare. */
const PIN_DRAWS = 20;

export const keysOf = (ctx: SandboxContext) => accessKeys(ctx.secrets.otpKey);

export const secretOf = (ctx: SandboxContext, pass: PassRow): Buffer =>
  openSecret(keysOf(ctx), pass.sealed_secret);

export const pinOf = (ctx: SandboxContext, pass: PassRow): Promise<string> => keypadPin(secretOf(ctx, pass));

/**
 * A new pass's sealed secret and the digest of its PIN. The PIN is derived from the secret, so a
 * secret whose PIN another pass already has is drawn again: a keypad PIN names one pass.
 */
export const newPassSecrets = async (
  ctx: SandboxContext,
): Promise<Pick<NewPass, 'sealedSecret' | 'pinDigest'>> => {
  const keys = keysOf(ctx);
  for (let draw = 0; draw < PIN_DRAWS; draw += 1) {
    const secret = newTotpSecret();
    const digest = pinDigest(keys, await keypadPin(secret));
    if (!pinDigestTaken(ctx.store, digest))
      return { sealedSecret: sealSecret(keys, secret), pinDigest: digest };
  }
  throw new Error('no free keypad PIN was drawn');
};

export const newShareLinkToken = (): { token: string; digest: string } => {
  const token = newShareToken();
  return { token, digest: tokenDigest(token) };
};

export { pinDigest, tokenDigest };
