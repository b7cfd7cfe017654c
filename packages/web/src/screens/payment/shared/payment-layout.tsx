import type { Booking } from '@self-storage/core';
import type { ReactNode } from 'react';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { BOOKING_STEPS, REPAYMENT_STEPS } from '#shell/progress-bar.tsx';
import { BookingPanel } from '#signed-in/booking-panel.tsx';
import { FlowPage } from '#signed-in/flow-page.tsx';
import { useFlow } from '#signed-in/use-flow.ts';
import { Countdown } from './countdown.tsx';

interface PaymentLayoutProps {
  title: string;
  serviceId: number | undefined;
  booking: Booking | undefined;
  seconds: number;
  /** The countdown's words, where the page says more precisely what runs out (the QR page). */
  countdown?: (booking: Booking) => { label: string; note: string };
  /** The method's part shows the countdown itself (the QR page, beside its code on a phone's first screen). */
  ownCountdown?: boolean;
  children?: ReactNode;
}

/**
 * A payment screen: the method's part beside the booking summary panel with the countdown. The
 * progress bar is the booking's last step, or re-payment's when paying an earlier booking.
 */
export const PaymentLayout = ({
  title,
  serviceId,
  booking,
  seconds,
  countdown,
  ownCountdown = false,
  children,
}: PaymentLayoutProps) => {
  const { state } = useFlow();
  const newBooking = serviceId !== undefined && state.booking?.customerServiceId === serviceId;
  return (
    <FlowPage
      title={title}
      step={newBooking ? BOOKING_STEPS.length : REPAYMENT_STEPS.length}
      steps={newBooking ? BOOKING_STEPS : REPAYMENT_STEPS}
    >
      <div className="payment">
        <div className="payment__main">{children}</div>
        {booking ? (
          <BookingPanel booking={booking}>
            {ownCountdown ? null : <Countdown seconds={seconds} {...countdown?.(booking)} />}
          </BookingPanel>
        ) : (
          <LoadingStatus />
        )}
      </div>
    </FlowPage>
  );
};
