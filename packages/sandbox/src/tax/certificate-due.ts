import { WITHHOLDING_CERTIFICATE_DAYS } from '@self-storage/core/figures';
import { addDays, bangkokDate } from '../time.ts';

/** The last day (Bangkok) for the certificate of a bill paid net at `paidAt`. */
export const certificateDue = (paidAt: number): string =>
  addDays(bangkokDate(paidAt), WITHHOLDING_CERTIFICATE_DAYS);

/** A certificate is missing, received, or still missing after its last day (by the server's clock). */
export const certificateState = (
  row: { paid_at: number; certificate_at: number | null },
  now: number,
): 'missing' | 'received' | 'overdue' => {
  if (row.certificate_at !== null) return 'received';
  return bangkokDate(now) > certificateDue(row.paid_at) ? 'overdue' : 'missing';
};
