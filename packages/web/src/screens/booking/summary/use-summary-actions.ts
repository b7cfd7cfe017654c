import { isSelfStorageError } from '@self-storage/core';
import {
  buildBookingCalculateRequest,
  buildBookingStorageRequest,
  missingChoice,
  paymentRoute,
  ROUTES,
} from '@self-storage/core/flow';
import { useNavigate } from 'react-router-dom';
import { useCurrentService, useFlowStore } from '#app/booking-context.ts';
import { useCreateBooking } from '#data/bookings.ts';
import { useUnitsLoader } from '#data/catalogue.ts';
import { readRequests } from '#data/first-reads.ts';
import { usePriceLoader } from '#data/pricing.ts';
import { useSending } from '#shell/sending.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { useFailure } from '#signed-in/use-failure.ts';

/** What the summary's buttons do; every request is built by core from the flow state. */
export const useSummaryActions = () => {
  const price = usePriceLoader();
  const units = useUnitsLoader();
  const createBooking = useCreateBooking();
  const { run } = useSending();
  const fail = useFailure();
  const navigate = useNavigate();
  const submit = useSubmit(fail);
  // A unit just taken: back to the list, which is asked again, to choose another.
  const submitBooking = useSubmit((error) => {
    const taken = isSelfStorageError(error) && error.code === 'unavailable';
    if (taken) units.forget();
    fail(error, taken ? ROUTES.unit : undefined);
  });
  const flow = useFlowStore();
  const currentService = useCurrentService();

  return {
    /**
     * Resolves to why the server refused the code (unknown, expired, not yet valid, a rent below
     * its minimum), in the customer's language: '' when it gave no reason; undefined when applied.
     */
    async applyPromo(promoCode: string): Promise<string | undefined> {
      try {
        const request = buildBookingCalculateRequest(flow.getState(), { final: false, promoCode });
        // Cached under its request, which the summary's own preview asks next: priced once.
        const calculation = await run(() => price.fetch(request));
        if (!calculation.promotion) return '';
        flow.dispatch({ type: 'promoApplied', promoCode, calculation });
        return undefined;
      } catch (error) {
        if (isSelfStorageError(error) && error.code === 'rejected') return error.serverMessage ?? '';
        fail(error);
        return undefined;
      }
    },

    async removePromo(): Promise<void> {
      flow.dispatch({ type: 'promoCleared' });
      await submit(
        () => price.fetch(readRequests.preview(flow.getState())),
        (calculation) => flow.dispatch({ type: 'calculated', calculation }),
      );
    },

    /**
     * Books with the final figures, saves state `checkout` with the new customer service id and
     * opens the chosen method's payment screen. Returns false when no method is chosen.
     * `withholding`: a company pays this booking's bills net of withholding tax (an extension).
     */
    async confirm(withholding = false): Promise<boolean> {
      if (missingChoice('summary', flow.getState())) return false;
      await submitBooking(
        async () => {
          const final = buildBookingCalculateRequest(flow.getState(), { final: true });
          flow.dispatch({ type: 'calculated', calculation: await price.fetchNow(final) });
          const request = buildBookingStorageRequest(flow.getState());
          return createBooking.mutateAsync(withholding ? { ...request, withholding } : request);
        },
        (booked) => {
          flow.dispatch({ type: 'booked', ...booked });
          currentService.save({ serviceState: 'checkout', serviceId: booked.customerServiceId });
          const method = flow.getState().paymentMethod;
          navigate(method === undefined ? ROUTES.repaymentSummary : paymentRoute(method));
        },
      );
      return true;
    },
  };
};
