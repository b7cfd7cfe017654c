import { addDays, today } from '@self-storage/core/dates';
import { WITHHOLDING_CERTIFICATE_DAYS } from '@self-storage/core/figures';

/** The last day (Bangkok) for the certificate of a bill paid net at `paidAt`. */
export const certificateDue = (paidAt: number): string =>
  addDays(today(paidAt), WITHHOLDING_CERTIFICATE_DAYS);

/** A certificate is missing, received, or still missing after its last day (by the server's clock). */
export const certificateState = (
  row: { paid_at: number; certificate_at: number | null },
  now: number,
): 'missing' | 'received' | 'overdue' => {
  if (row.certificate_at !== null) return 'received';
  return today(now) > certificateDue(row.paid_at) ? 'overdue' : 'missing';
};
