import type { Language } from '@self-storage/core';
import { buildPaymentLink } from '@self-storage/core/links';
import { addPin } from '../bookings/pins.ts';
import type { SandboxContext } from '../context.ts';
import type { PaymentRow } from '../data/payments.ts';
import { html, page } from '../html/page.ts';
import { say, type Text, text } from '../language/text.ts';
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
  title: text('ชำระด้วยบัตร (แซนด์บ็อกซ์)', 'Card payment (sandbox)'),
  heading: text('ชำระด้วยบัตร', 'Card payment'),
  booking: text('การจอง', 'Booking'),
  pay: text('ชำระ', 'pay'),
  name: text('ชื่อบนบัตร', 'Name on card'),
  number: text('หมายเลขบัตร', 'Card number'),
  expiry: text('วันหมดอายุ (ดด/ปป)', 'Expiry (MM/YY)'),
  /** The placeholder reads as its label does: ดด/ปป under a Thai label. */
  expiryPlaceholder: text('ดด/ปป', 'MM/YY'),
  cvc: text('รหัสความปลอดภัย (CVC)', 'Security code (CVC)'),
  submit: text('ชำระ', 'Pay'),
  cancel: text('ยกเลิกและกลับไปที่ร้าน', 'Cancel and go back to the shop'),
  cards: text(
    'บัตรทดสอบของแซนด์บ็อกซ์: 4242 4242 4242 4242 และ 5555 5555 5555 4444 ชำระสำเร็จ 4000 0000 0000 0002 ถูกปฏิเสธ ใช้วันหมดอายุในอนาคตและรหัส CVC ใดก็ได้',
    'Sandbox test cards: 4242 4242 4242 4242 and 5555 5555 5555 4444 succeed, 4000 0000 0000 0002 is declined. Any future expiry and any CVC.',
  ),
  laterCards: text(
    'บัตรที่ชำระครั้งนี้สำเร็จแต่การตัดบัตรอัตโนมัติครั้งต่อไปไม่สำเร็จ: 4000 0000 0000 0341 ถูกปฏิเสธ 4000 0000 0000 9995 ยอดเงินไม่พอ 4000 0000 0000 0069 บัตรหมดอายุ 4000 0027 6000 3184 ต้องยืนยันตัวตน',
    'Cards that pay now but whose later autopay charges fail: 4000 0000 0000 0341 declined, 4000 0000 0000 9995 insufficient funds, 4000 0000 0000 0069 expired, 4000 0027 6000 3184 needs authentication.',
  ),
  notFoundTitle: text('ไม่พบการชำระเงิน', 'Payment not found'),
  notFound: text('ลิงก์ชำระเงินนี้ไม่ถูกต้อง', 'This payment link is not valid.'),
} as const;

/** Why the form was refused, in both languages. */
/**
 * The consent to keep the card, as the box beside it says it: recorded with this wording, the
 * server's time and its purpose when the payment goes through (data/cards.ts).
 */
export const SAVE_CARD_CONSENT = text(
  'บันทึกบัตรนี้สำหรับงวดถัดไป: ยินยอมให้เก็บรหัสอ้างอิงของบัตร (ไม่เก็บหมายเลขบัตร) เพื่อตัดชำระงวดที่ครบกำหนดเมื่อเปิดการตัดบัตรอัตโนมัติ ลบบัตรได้ทุกเมื่อที่หน้าบัญชี',
  'Save this card for my next bills: I agree that a token of this card (never its number) is kept to pay bills on their due dates when I switch autopay on. I can remove it at any time on my account page.',
);

export const CARD_PROBLEMS = {
  name: text('กรุณากรอกชื่อบนบัตร', 'Enter the name on the card.'),
  expiryFormat: text('กรุณากรอกวันหมดอายุในรูปแบบ ดด/ปป', 'Enter the expiry date as MM/YY.'),
  expired: text('บัตรนี้หมดอายุแล้ว', 'This card has expired.'),
  cvc: text('กรุณากรอกรหัสความปลอดภัย (CVC) 3 หรือ 4 หลัก', 'Enter the 3 or 4 digit security code (CVC).'),
  number: text(
    'หมายเลขบัตรไม่ถูกต้อง กรุณาใช้บัตรทดสอบ 4242 4242 4242 4242 หรือ 4000 0000 0000 0002',
    'This card number is not valid. Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.',
  ),
  unreadable: text('อ่านแบบฟอร์มไม่ได้ กรุณากรอกใหม่อีกครั้ง', 'The form could not be read; fill it in again.'),
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
  language === 'en' ? ctx.clock.describe() : `เวลาของแซนด์บ็อกซ์: ${bangkokDateTimeText(ctx.now()).th}`;

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
<p class="note" id="cards">${t(CARD_TEXTS.cards)}</p>
<p class="note">${t(CARD_TEXTS.laterCards)}</p>`,
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
