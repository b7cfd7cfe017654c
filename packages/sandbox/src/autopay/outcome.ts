import type { ChargeFailure } from '@self-storage/core/contract';
import type { CardRow } from '../data/cards.ts';
import { validThrough } from '../ledger/autopay-schedule.ts';

/** How a charge of the card ends today: expired by the clock, else as the gateway keeps it (the test cards). */
export const chargeOutcome = (card: CardRow, today: string): 'paid' | ChargeFailure =>
  validThrough(card) < today ? 'expired' : card.later_outcome;
