import type { RequestOf } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import { cardConsentsOf } from '../data/cards.ts';
import { consentsOfCustomer, insertConsent } from '../data/consents.ts';
import { customerIdByEmail } from '../data/customers.ts';
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
    throw refuse('invalid_request', text('server.replies.accounts.privacyNotAccepted'));
  }
};

/** Keeps each consent, stamped with the sandbox's time (a `givenAt` sent is not taken). */
export const recordConsents = (
  ctx: SandboxContext,
  customerId: number,
  consents: Consents | undefined,
): void => {
  for (const c of consents ?? []) {
    insertConsent(ctx.store, customerId, {
      purpose: c.purpose,
      granted: c.granted,
      version: c.version,
      recordedAt: ctx.now(),
    });
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
  const customerId = customerIdByEmail(ctx.store, email);
  if (customerId === undefined) return undefined;
  return consentsOfCustomer(ctx.store, customerId).map((consent) => ({
    ...consent,
    recordedAt: new Date(consent.recordedAt).toISOString(),
  }));
};

export interface StoredCardConsent {
  purpose: string;
  /** The card it was given for; 0 once the card is removed (the consent stays on record). */
  cardId: number;
  wording: string;
  language: 'th' | 'en';
  recordedAt: string;
}

/** The consents to keep a card (issue 39), as the card page showed them, for the same control. */
export const cardConsentsOfAccount = (ctx: SandboxContext, email: string): StoredCardConsent[] => {
  const customerId = customerIdByEmail(ctx.store, email);
  if (customerId === undefined) return [];
  return cardConsentsOf(ctx.store, customerId).map((c) => ({
    purpose: c.purpose,
    cardId: c.card_id,
    wording: c.wording,
    language: c.language,
    recordedAt: new Date(c.recorded_at).toISOString(),
  }));
};
