import type { Booking } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { useNavigate } from 'react-router-dom';
import { useCurrentService, useFlowStore } from '#app/booking-context.ts';

/**
 * Book again: select service opens with the booking's branch, group and size chosen, as a service
 * link pre-fills them (core's `prefilled`: each is chosen as its list loads). The ids come with
 * the booking's `rental` field; a server without it (an older API) offers no book again, so
 * `bookAgain(booking)` is undefined.
 */
export const useBookAgain = (): ((booking: Booking) => (() => void) | undefined) => {
  const flow = useFlowStore();
  const currentService = useCurrentService();
  const navigate = useNavigate();
  return (booking) => {
    const selection = booking.rental?.selection;
    if (!selection) return undefined;
    return () => {
      currentService.clear();
      flow.dispatch({
        type: 'prefilled',
        projectId: selection.project_id,
        openServiceId: selection.open_service_id,
        openServiceModelId: selection.open_service_model_id,
      });
      navigate(ROUTES.service);
    };
  };
};
