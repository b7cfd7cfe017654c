/**
 * What a payment page hands the success page in the history entry (never in the URL): the
 * booking paid, and the bills this payment paid when the page knows them.
 */
export interface PaidState {
  customerServiceId: number;
  paidInvoiceIds?: readonly number[];
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The paid state of a history entry, if it holds a readable one. */
export const readPaidState = (state: unknown): PaidState | undefined => {
  const { customerServiceId, paidInvoiceIds } = (state ?? {}) as Partial<PaidState>;
  if (!isId(customerServiceId)) return undefined;
  return Array.isArray(paidInvoiceIds) && paidInvoiceIds.every(isId)
    ? { customerServiceId, paidInvoiceIds }
    : { customerServiceId };
};
