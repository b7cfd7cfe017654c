import type { Language } from '@self-storage/core';
import { buildPaymentLink } from '@self-storage/core/links';
import { addPin } from '../bookings/pins.ts';
import type { SandboxContext } from '../context.ts';
import type { PaymentRow } from '../data/payments.ts';
import { escapeHtml, html, page, type SafeHtml } from '../html/page.ts';
import { say, type Text, text, textIn } from '../language/text.ts';
import { bahtText } from '../money.ts';
import { originsOf } from '../origins.ts';
import { bangkokDateTimeText } from '../time.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Succeeds as Visa's does: a saved card of the other brand. */
  mastercard: '5555555555554444',
} as const;

/** MM/YY as the form takes it (the slash and spaces optional): month, then the year's two digits. */
export const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

/**
 * Cards that pay now and save fine, whose later charges (autopay) fail, each for its reason: the
 * gateway's answers a saved card meets. docs/sandbox.md.
 */
export const LATER_FAILING_CARDS = {
  declined: '4000000000000341',
  insufficient_funds: '4000000000009995',
  expired: '4000000000000069',
  authentication_required: '4000002760003184',
} as const;

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  /** The customer ticked "save this card for my next bills". */
  save: boolean;
}

/** What the card page says, in the customer's language (the app's, passed in its address). */
export const CARD_TEXTS = {
  title: text('server.pages.card.title'),
  heading: text('server.pages.card.heading'),
  booking: text('server.pages.card.booking'),
  pay: text('server.pages.card.pay'),
  name: text('server.pages.card.name'),
  number: text('server.pages.card.number'),
  expiry: text('server.pages.card.expiry'),
  /** The placeholder reads as its label does: ดด/ปป under a Thai label. */
  expiryPlaceholder: text('server.pages.card.expiryPlaceholder'),
  cvc: text('server.pages.card.cvc'),
  submit: text('server.pages.card.submit'),
  cancel: text('server.pages.card.cancel'),
  cards: text('server.pages.card.cards'),
  laterCards: text('server.pages.card.laterCards'),
  notFoundTitle: text('server.pages.card.notFoundTitle'),
  notFound: text('server.pages.card.notFound'),
} as const;

/** Why the form was refused, in both languages. */
/**
 * The consent to keep the card, as the box beside it says it: recorded with this wording, the
 * server's time and its purpose when the payment goes through (data/cards.ts).
 */
export const SAVE_CARD_CONSENT = text('server.pages.card.saveCardConsent');

export const CARD_PROBLEMS = {
  name: text('server.pages.card.problems.name'),
  expiryFormat: text('server.pages.card.problems.expiryFormat'),
  expired: text('server.pages.card.problems.expired'),
  cvc: text('server.pages.card.problems.cvc'),
  number: text('server.pages.card.problems.number'),
  unreadable: text('server.pages.card.problems.unreadable'),
} as const satisfies Record<string, Text>;

/** The card page's address for a payment, in the language the checkout was asked in. */
export const cardPagePath = (uuid: string, language: Language): string =>
  `/sandbox/card/${uuid}?${new URLSearchParams({ lang: language })}`;

/**
 * Cancel goes back to the shop: the web app's re-payment link of the booking (with a fresh pin),
 * where the customer may choose again; the pending payment stays, and a new card checkout of the
 * same bills hands it back.
 */
const cancelUrl = (ctx: SandboxContext, bookingId: number): string =>
  buildPaymentLink({ baseUrl: `${originsOf(ctx).web}/`, ser: bookingId, p: addPin(ctx.store, bookingId) });

/** The sandbox's time at the page's foot, in its language (the English one tells a moved clock). */
const timeOf = (ctx: SandboxContext, language: Language): string =>
  language === 'en'
    ? ctx.clock.describe()
    : textIn('th', 'server.pages.card.sandboxTime', { time: bangkokDateTimeText(ctx.now()) });

/** A card number as the page prints it: groups of four digits. */
const GROUPS_OF_FOUR = /(\d{4})(?=\d)/g;
const PRINTED_CARDS = [...Object.values(TEST_CARDS), ...Object.values(LATER_FAILING_CARDS)].map((n) =>
  n.replace(GROUPS_OF_FOUR, '$1 '),
);

/**
 * A sentence listing test cards, each number in an element of its own that does not break: on a
 * phone the line wraps between cards, never inside a number.
 */
const withWholeCardNumbers = (sentence: string): SafeHtml => ({
  html: PRINTED_CARDS.reduce(
    (out, number) => out.replaceAll(number, `<span class="card-number">${number}</span>`),
    escapeHtml(sentence),
  ),
});

export interface CardPageInput {
  payment: PaymentRow;
  bookingNumber: string;
  language: Language;
  form: Partial<CardForm>;
  problem?: Text;
}

export const cardPage = (ctx: SandboxContext, input: CardPageInput): string => {
  const { payment, language, form, problem } = input;
  const t = (message: Text) => say(message, language);
  const amount = say(bahtText(payment.amount_satang), language);
  return page(
    t(CARD_TEXTS.title),
    html`<h1>${t(CARD_TEXTS.heading)}</h1>
<p>${t(CARD_TEXTS.booking)} <strong>${input.bookingNumber}</strong>: ${t(CARD_TEXTS.pay)} <strong>${amount}</strong></p>
${problem ? html`<p class="error" role="alert" id="problem">${t(problem)}</p>` : ''}
<form method="post" action="${cardPagePath(payment.uuid, language)}" aria-describedby="${problem ? 'problem' : 'cards'}">
<label>${t(CARD_TEXTS.name)} <input name="name" autocomplete="cc-name" required value="${form.name ?? ''}"></label>
<label>${t(CARD_TEXTS.number)} <input name="number" autocomplete="cc-number" inputmode="numeric" required></label>
<label>${t(CARD_TEXTS.expiry)} <input name="expiry" autocomplete="cc-exp" placeholder="${t(CARD_TEXTS.expiryPlaceholder)}" required value="${form.expiry ?? ''}"></label>
<label>${t(CARD_TEXTS.cvc)} <input name="cvc" autocomplete="cc-csc" inputmode="numeric" required></label>
<label class="consent"><input type="checkbox" name="save" value="1"${form.save ? ' checked' : ''}> ${t(SAVE_CARD_CONSENT)}</label>
<button type="submit">${t(CARD_TEXTS.submit)} ${amount}</button>
</form>
<p><a href="${cancelUrl(ctx, payment.booking_id)}">${t(CARD_TEXTS.cancel)}</a></p>
<p class="note" id="cards">${withWholeCardNumbers(t(CARD_TEXTS.cards))}</p>
<p class="note">${withWholeCardNumbers(t(CARD_TEXTS.laterCards))}</p>`,
    timeOf(ctx, language),
    language,
  );
};

export const cardNotFoundPage = (ctx: SandboxContext, language: Language): string =>
  page(
    say(CARD_TEXTS.notFoundTitle, language),
    html`<h1>${say(CARD_TEXTS.notFoundTitle, language)}</h1><p>${say(CARD_TEXTS.notFound, language)}</p>`,
    timeOf(ctx, language),
    language,
  );
