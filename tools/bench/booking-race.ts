import { isSelfStorageError, type RequestOf, SelfStorageClient } from '@self-storage/core';
import { registerCustomer } from './customers.ts';
import { calculateBody, findFreeUnits } from './units.ts';

export interface RaceResult {
  requests: number;
  created: number;
  unavailable: number;
  /** Refusals or failures other than `unavailable`, by code. */
  other: Record<string, number>;
  /** Distinct units among the bookings made. */
  unitsBooked: number;
  /** Bookings the customers' histories show afterwards. */
  inHistories: number;
  elapsedMs: number;
}

/**
 * `customers` customers race for `units` units with `requests` simultaneous booking-storage
 * calls, same dates: each unit is asked for by requests / units different customers. Exactly one
 * booking per unit may come out; everyone else must be told `unavailable`.
 */
export const raceForUnits = async (
  baseUrl: string,
  { units: unitCount, requests, customers }: { units: number; requests: number; customers: number },
): Promise<RaceResult> => {
  const client = new SelfStorageClient({ baseUrl });
  const tokens = await Promise.all(
    Array.from({ length: customers }, (_, n) => registerCustomer(client, baseUrl, n + 1)),
  );
  const units = await findFreeUnits(client, unitCount);
  const prices = await Promise.all(units.map((unit) => client.booking.calculate(calculateBody(unit))));
  const perCustomer = requests / customers;
  const bodies = Array.from({ length: requests }, (_, i): RequestOf<'bookingStorage'> => {
    const unit = units[i % unitCount];
    const data = prices[i % unitCount];
    const token = tokens[Math.floor(i / perCustomer) % customers];
    if (!unit || !data || !token) throw new Error('race set-up is incomplete');
    return {
      payment_method: 1,
      isInstallment: 1,
      start_date: unit.selection.start_date,
      end_date: unit.selection.end_date,
      unit_id: unit.unitId,
      token,
      data,
      totalOrange: data.total_after_discount,
    };
  });

  const started = performance.now();
  const outcomes = await Promise.allSettled(bodies.map((body) => client.booking.store(body)));
  const elapsedMs = performance.now() - started;

  const booked = new Set<number>();
  const other: Record<string, number> = {};
  let unavailable = 0;
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') booked.add(bodies[i]?.unit_id ?? 0);
    else if (isSelfStorageError(outcome.reason) && outcome.reason.code === 'unavailable') unavailable++;
    else {
      const code = isSelfStorageError(outcome.reason) ? outcome.reason.code : String(outcome.reason);
      other[code] = (other[code] ?? 0) + 1;
    }
  });
  const histories = await Promise.all(tokens.map((token) => client.booking.history({ token })));
  return {
    requests,
    created: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
    unavailable,
    other,
    unitsBooked: booked.size,
    inHistories: histories.reduce((sum, history) => sum + history.length, 0),
    elapsedMs,
  };
};
