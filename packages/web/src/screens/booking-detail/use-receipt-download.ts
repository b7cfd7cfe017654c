import { useCallback } from 'react';
import { useReceiptLoader } from '#data/bookings.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/** Downloads the PDF receipt of a paid bill, in the active language (the client's Accept-Language). */
export const useReceiptDownload = (): ((invoiceId: number) => Promise<void>) => {
  const loadReceipt = useReceiptLoader();
  const fail = useFailure();
  return useCallback(
    async (invoiceId: number) => {
      try {
        const receipt = await loadReceipt(invoiceId);
        const url = URL.createObjectURL(new Blob([receipt.pdf as BlobPart], { type: 'application/pdf' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = receipt.filename;
        link.click();
        // The click has handed the file over; the URL is of no more use.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      } catch (error) {
        fail(error);
      }
    },
    [loadReceipt, fail],
  );
};
