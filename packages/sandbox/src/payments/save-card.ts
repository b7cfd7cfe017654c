import { randomUUID } from 'node:crypto';
import type { Language } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import { CARD_OUTCOMES, type CardOutcome, insertCard, insertCardConsent } from '../data/cards.ts';
import { say } from '../language/text.ts';
import { type CardForm, EXPIRY, LATER_FAILING_CARDS, SAVE_CARD_CONSENT } from './card-page.ts';

const LAST4 = 4;
const MASTERCARD_FIRST_DIGIT = '5';
/** A card's two-digit expiry year is in this century. */
const CENTURY = 2000;

/** How the gateway will answer later charges of the card: the later-failing test cards fail. */
const laterOutcomeOf = (number: string): CardOutcome =>
  CARD_OUTCOMES.find((outcome) =>
    Object.entries(LATER_FAILING_CARDS).some(([o, n]) => o === outcome && n === number),
  ) ?? 'paid';

/**
 * Keeps a card that has just paid, as a gateway's token would: brand, last 4 digits and expiry;
 * the number itself is dropped here. The consent is recorded with it, in the words the page showed.
 */
export const saveCard = (
  ctx: SandboxContext,
  customerId: number,
  form: CardForm,
  language: Language,
): void => {
  const number = form.number.replace(/[\s-]/g, '');
  // The form was checked before the payment: its expiry reads.
  const [, month, year] = EXPIRY.exec(form.expiry.trim()) as RegExpExecArray;
  const now = ctx.now();
  ctx.store.transaction(() => {
    const cardId = insertCard(ctx.store, {
      customer_id: customerId,
      token: `card_${randomUUID()}`,
      brand: number.startsWith(MASTERCARD_FIRST_DIGIT) ? 'mastercard' : 'visa',
      last4: number.slice(-LAST4),
      exp_month: Number(month),
      exp_year: CENTURY + Number(year),
      later_outcome: laterOutcomeOf(number),
      created_at: now,
    });
    insertCardConsent(ctx.store, {
      customerId,
      cardId,
      wording: say(SAVE_CARD_CONSENT, language),
      language,
      recordedAt: now,
    });
  });
};
