import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import type { Detail } from './details-list.tsx';

/**
 * What a booking rents, as SPEC section 3 labels it: dates, period (zero parts left out), group,
 * size, building, floor and unit. The payment panel and the booking detail both list it; the
 * payment of an extension leaves the dates out, naming the extension's own.
 */
export const useRentalDetails = (b: Booking, { dates = true } = {}): Detail[] => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const period = [
    b.years ? t('booking.periodYears', { count: b.years }) : '',
    b.months ? t('booking.periodMonths', { count: b.months }) : '',
    b.weeks ? t('booking.periodWeeks', { count: b.weeks }) : '',
    b.days ? t('booking.periodDays', { count: b.days }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    ...(dates
      ? [
          { label: t('booking.startDate'), value: formatDate(b.customerServiceStartDt, language) },
          { label: t('booking.endDate'), value: formatDate(b.customerServiceEndDt, language) },
          { label: t('booking.period'), value: period },
        ]
      : []),
    { label: t('booking.serviceGroup'), value: nameIn(b.serviceSize.serviceGroupSize, language) },
    { label: t('booking.size'), value: nameIn(b.serviceSize, language) },
    { label: t('booking.building'), value: b.buildingVolume },
    { label: t('booking.floor'), value: b.floorLevel },
    { label: t('booking.unit'), value: b.unit.aliasName },
  ];
};
