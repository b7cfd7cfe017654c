import type { Store } from '../db/store.ts';
import { columns, integer, maybe, oneOf, text } from './row.ts';

/** Tables `cards` (a customer's saved cards: the gateway's token, never the number) and `card_consents`. */

export const CARD_OUTCOMES = [
  'paid',
  'declined',
  'insufficient_funds',
  'expired',
  'authentication_required',
] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

const parseCard = columns({
  id: integer,
  customer_id: integer,
  token: text,
  brand: oneOf(['visa', 'mastercard'] as const),
  last4: text,
  exp_month: integer,
  exp_year: integer,
  is_default: oneOf([0, 1] as const),
  later_outcome: oneOf(CARD_OUTCOMES),
  created_at: integer,
});
export type CardRow = ReturnType<typeof parseCard>;

const CARD =
  'SELECT id, customer_id, token, brand, last4, exp_month, exp_year, is_default, later_outcome, created_at FROM cards';

export type NewCard = Omit<CardRow, 'id' | 'is_default'>;

/** Saves a card; the customer's first is their default. */
export const insertCard = (store: Store, card: NewCard): number => {
  const first = store.get('SELECT 1 FROM cards WHERE customer_id = ?', card.customer_id) === undefined;
  return store.run(
    `INSERT INTO cards (customer_id, token, brand, last4, exp_month, exp_year, is_default, later_outcome, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    card.customer_id,
    card.token,
    card.brand,
    card.last4,
    card.exp_month,
    card.exp_year,
    first ? 1 : 0,
    card.later_outcome,
    card.created_at,
  ).lastInsertRowid;
};

/** The customer's cards, oldest first. */
export const cardsOfCustomer = (store: Store, customerId: number): CardRow[] =>
  store.all(`${CARD} WHERE customer_id = ? ORDER BY id`, customerId).map(parseCard);

export const findOwnCard = (store: Store, cardId: number, customerId: number): CardRow | undefined =>
  maybe(parseCard, store.get(`${CARD} WHERE id = ? AND customer_id = ?`, cardId, customerId));

export const findCard = (store: Store, cardId: number): CardRow | undefined =>
  maybe(parseCard, store.get(`${CARD} WHERE id = ?`, cardId));

export const setDefaultCard = (store: Store, customerId: number, cardId: number): void => {
  store.run('UPDATE cards SET is_default = 0 WHERE customer_id = ? AND is_default = 1', customerId);
  store.run('UPDATE cards SET is_default = 1 WHERE id = ? AND customer_id = ?', cardId, customerId);
};

/** Forgets a card (the autopay that used it ends with it); the newest left becomes the default. */
export const deleteCard = (store: Store, customerId: number, cardId: number): void => {
  store.run('DELETE FROM cards WHERE id = ? AND customer_id = ?', cardId, customerId);
  if (store.get('SELECT 1 FROM cards WHERE customer_id = ? AND is_default = 1', customerId)) return;
  store.run(
    'UPDATE cards SET is_default = 1 WHERE id = (SELECT max(id) FROM cards WHERE customer_id = ?)',
    customerId,
  );
};

export interface CardConsent {
  customerId: number;
  cardId: number;
  wording: string;
  language: 'th' | 'en';
  recordedAt: number;
}

export const insertCardConsent = (store: Store, c: CardConsent): void => {
  store.run(
    `INSERT INTO card_consents (customer_id, card_id, purpose, wording, language, recorded_at)
     VALUES (?, ?, 'card_on_file', ?, ?, ?)`,
    c.customerId,
    c.cardId,
    c.wording,
    c.language,
    c.recordedAt,
  );
};

const parseConsent = columns({
  card_id: integer,
  purpose: text,
  wording: text,
  language: oneOf(['th', 'en'] as const),
  recorded_at: integer,
});

/** The consents to keep cards, oldest first (a removed card's stay, without their card). */
export const cardConsentsOf = (store: Store, customerId: number) =>
  store
    .all(
      'SELECT coalesce(card_id, 0) AS card_id, purpose, wording, language, recorded_at FROM card_consents WHERE customer_id = ? ORDER BY id',
      customerId,
    )
    .map(parseConsent);
