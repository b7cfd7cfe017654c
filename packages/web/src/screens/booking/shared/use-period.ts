import type { Booking } from '@self-storage/core';
import { useTranslation } from '../../../app/translation.tsx';

type Period = Pick<Booking, 'years' | 'months' | 'weeks' | 'days'>;

/** A booking's period (SPEC section 3: days, weeks, months, years) as one text, zero parts left out. */
export const usePeriod = (booking: Period): string => {
  const { t } = useTranslation();
  return [
    booking.years ? t('booking.periodYears', { count: booking.years }) : '',
    booking.months ? t('booking.periodMonths', { count: booking.months }) : '',
    booking.weeks ? t('booking.periodWeeks', { count: booking.weeks }) : '',
    booking.days ? t('booking.periodDays', { count: booking.days }) : '',
  ]
    .filter(Boolean)
    .join(' ');
};
