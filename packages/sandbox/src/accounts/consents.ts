import type { RequestOf } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

type Consents = NonNullable<RequestOf<'register'>['consents']>;

/**
 * `consents` is optional (clients of the spec send none), but a client that sends it must have
 * had the privacy notice accepted: a registration declining it does not go through.
 */
export const checkConsents = (consents: Consents | undefined): void => {
  if (consents === undefined) return;
  if (!consents.some((c) => c.purpose === 'privacy' && c.granted)) {
    throw refuse(
      'invalid_request',
      text(
        'กรุณายอมรับนโยบายความเป็นส่วนตัวก่อนลงทะเบียน',
        'The privacy notice must be accepted to register (consents: privacy granted).',
      ),
    );
  }
};

/** Keeps each consent as given, with when the sandbox received it. */
export const recordConsents = (
  ctx: SandboxContext,
  customerId: number,
  consents: Consents | undefined,
): void => {
  for (const c of consents ?? []) {
    ctx.store.run(
      `INSERT INTO consents (customer_id, purpose, granted, notice_version, given_at, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      customerId,
      c.purpose,
      c.granted ? 1 : 0,
      c.version,
      c.givenAt,
      ctx.now(),
    );
  }
};

export interface StoredConsent {
  purpose: string;
  granted: boolean;
  version: string;
  givenAt: string;
  recordedAt: string;
}

/** The consents on record for an account, for the sandbox control a QA engineer reads. */
export const consentsOf = (ctx: SandboxContext, email: string): StoredConsent[] | undefined => {
  const customer = ctx.store.get<{ id: number }>('SELECT id FROM customers WHERE email = ?', email);
  if (!customer) return undefined;
  return ctx.store
    .all<{ purpose: string; granted: number; notice_version: string; given_at: string; recorded_at: number }>(
      'SELECT purpose, granted, notice_version, given_at, recorded_at FROM consents WHERE customer_id = ? ORDER BY purpose DESC',
      customer.id,
    )
    .map((row) => ({
      purpose: row.purpose,
      granted: row.granted === 1,
      version: row.notice_version,
      givenAt: row.given_at,
      recordedAt: new Date(row.recorded_at).toISOString(),
    }));
};
