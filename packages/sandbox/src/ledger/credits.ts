import { refundDate } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import type { BookingRow } from '../data/bookings.ts';
import { creditNoteLines, creditNoteOfNotice } from '../data/credit-notes.ts';
import { noticeInForceOf } from '../data/move-out-notices.ts';
import { textIn } from '../language/text.ts';
import type { Bill } from './parts.ts';

/** Amounts in satang. Money the rental gives back: a move-out's refund, the deposit's return. */
export interface Credit {
  kind: 'refund' | 'deposit_return';
  name_th: string;
  name_en: string;
  amount: number;
  date: string;
  made: boolean;
  billIds: number[];
  creditNoteNumber: string | null;
}

/**
 * The credits of the notice in force: its refund (the paid rent of months not begun, with the
 * bills its credit note reduces once issued) and the return of the deposits paid with bill 1,
 * both on the refund date, the day after the move-out date.
 */
export const creditsOf = (
  ctx: SandboxContext,
  row: BookingRow,
  bills: readonly Bill[],
  today: string,
): Credit[] => {
  const notice = noticeInForceOf(ctx.store, row.id);
  if (!notice) return [];
  const date = refundDate(notice.move_out_date);
  const made = today >= date;
  const note = creditNoteOfNotice(ctx.store, notice.id);
  const credits: Credit[] = [];
  if (notice.refund_satang > 0)
    credits.push({
      kind: 'refund',
      name_th: textIn('th', 'server.documents.lines.moveOutRefund'),
      name_en: textIn('en', 'server.documents.lines.moveOutRefund'),
      amount: notice.refund_satang,
      date,
      made,
      billIds: note ? creditNoteLines(ctx.store, note.id).map((line) => line.invoice_id) : [],
      creditNoteNumber: note?.number ?? null,
    });
  const first = bills.find((b) => b.part.kind === 'booking' && b.n === 1 && b.status === 'paid');
  for (const line of first?.lines.filter((l) => l.kind === 'deposit') ?? [])
    credits.push({
      kind: 'deposit_return',
      name_th: textIn('th', 'server.documents.lines.depositReturned', { name: line.name_th }),
      name_en: textIn('en', 'server.documents.lines.depositReturned', { name: line.name_en }),
      amount: line.amount,
      date,
      made,
      billIds: first ? [first.id] : [],
      creditNoteNumber: null,
    });
  return credits;
};
