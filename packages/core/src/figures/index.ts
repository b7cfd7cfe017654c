/**
 * What a person is shown of a calculation or a booking: the bill plan with due dates,
 * what is payable now, total, paid, balance and next bill, names in a language, a size's and a
 * unit's offer.
 *
 * @module @self-storage/core/figures
 */
export * from './bill-plan.ts';
export * from './booking.ts';
export * from './cards.ts';
export * from './confirmation.ts';
export * from './names.ts';
export * from './offer-text.ts';
export * from './payment-result.ts';
export * from './quote.ts';
export * from './reference.ts';
export * from './rental.ts';
export * from './size-label.ts';
export * from './size-offer.ts';
export * from './unit-offer.ts';
export * from './withholding.ts';
