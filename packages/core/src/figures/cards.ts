import type { ReplyOf } from '../contract/endpoints.ts';

type Autopay = ReplyOf<'autopay'>['datas'];

type Card = Pick<NonNullable<Autopay['card']>, 'exp_month' | 'exp_year'>;

const MONTH_DIGITS = 2;
const YEAR_DIGITS = 2;

/** A saved card's expiry as the card shows it: MM/YY. */
export const cardExpiry = (card: Card): string =>
  `${String(card.exp_month).padStart(MONTH_DIGITS, '0')}/${String(card.exp_year).slice(-YEAR_DIGITS)}`;

/** The catalogue key of a card's brand, and of a charge's outcome (`autopay.outcomes.*`). */
export const CARD_BRAND_KEYS = {
  visa: 'autopay.brands.visa',
  mastercard: 'autopay.brands.mastercard',
} as const;

/** The newest failed charge of an autopay still waiting on its bill, which the detail and history name. */
export const autopayFailure = (autopay: Autopay): Autopay['attempts'][number] | undefined => {
  const [latest] = autopay.attempts;
  return latest && latest.outcome !== 'paid' ? latest : undefined;
};
