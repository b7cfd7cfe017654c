import type { Statement } from '@self-storage/core/client';
import { toSatang } from '@self-storage/core/money';
import { expect } from 'vitest';
import { control, type TestSandbox } from '../helpers.ts';

const sum = (amounts: readonly number[]): number => amounts.reduce((total, n) => total + toSatang(n), 0);

/**
 * The sums a statement must agree on, in satang: each bill's lines add up to it; each part's
 * bills add up to its price; the payments settle exactly the paid bills; credits never exceed
 * what was paid; the balance is billed − paid − credited + refunded; what is due now is due.
 */
export const expectSumsAgree = (s: Statement): void => {
  for (const bill of s.bills)
    expect(sum(bill.lines.map((l) => l.amount)), `bill ${bill.id}`).toBe(toSatang(bill.amount));
  for (const part of s.parts) {
    const own = s.bills.filter((b) => b.part.kind === part.kind && b.part.id === part.id);
    if (own.length > 0)
      expect(sum(own.map((b) => b.amount)), `${part.kind} ${part.id}`).toBe(
        toSatang(part.rent) - toSatang(part.discount) + toSatang(part.fees) + toSatang(part.deposit),
      );
    expect(toSatang(part.total)).toBe(
      toSatang(part.rent) - toSatang(part.discount) + toSatang(part.fees) + toSatang(part.deposit),
    );
  }
  const paid = s.bills.filter((b) => b.status === 'paid');
  const settled = s.payments.flatMap((p) => p.bill_ids).sort((a, b) => a - b);
  expect(settled).toEqual(paid.map((b) => b.id).sort((a, b) => a - b));
  for (const p of s.payments) {
    expect(toSatang(p.gross)).toBe(
      sum(p.bill_ids.map((id) => s.bills.find((b) => b.id === id)?.amount ?? 0)),
    );
    expect(toSatang(p.net)).toBe(toSatang(p.gross) - toSatang(p.withheld));
  }
  expect(toSatang(s.totals.paid)).toBe(sum(s.payments.map((p) => p.gross)));
  expect(toSatang(s.totals.withheld)).toBe(sum(s.payments.map((p) => p.withheld)));
  expect(toSatang(s.totals.billed)).toBe(
    sum(s.bills.filter((b) => b.status !== 'void').map((b) => b.amount)),
  );
  expect(toSatang(s.totals.credited)).toBe(sum(s.credits.map((c) => c.amount)));
  expect(toSatang(s.totals.credited)).toBeLessThanOrEqual(toSatang(s.totals.paid));
  expect(toSatang(s.totals.balance)).toBe(
    toSatang(s.totals.billed) -
      toSatang(s.totals.paid) -
      toSatang(s.totals.credited) +
      toSatang(s.totals.refunded),
  );
  const due = s.bills.filter((b) => s.due_now.bill_ids.includes(b.id));
  for (const bill of due) expect(bill.status === 'pending' && bill.due_date <= s.today).toBe(true);
  expect(toSatang(s.due_now.amount)).toBe(sum(due.map((b) => b.amount)));
  expect(toSatang(s.due_now.net)).toBe(toSatang(s.due_now.amount) - toSatang(s.due_now.withheld));
};

/** A booking's statement read through the SDK, its sums checked on the way. */
export const checkedStatement = async (sb: TestSandbox, token: string, id: number): Promise<Statement> => {
  const s = await sb.client.rental.statement({ token, customer_service_id: id });
  expectSumsAgree(s);
  return s;
};

/** Pays these bills by QR through the sandbox's bank. */
export const payQr = async (sb: TestSandbox, token: string, ids: number[]): Promise<void> => {
  const { uuid } = await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: ids });
  expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);
};
