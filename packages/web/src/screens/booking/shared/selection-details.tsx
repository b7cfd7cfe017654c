import type { UnitAvailability } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { pickName } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';

/** What the customer chose so far, as the unit and summary screens show it (SPEC section 2). */
export const SelectionDetails = ({
  availability,
  unitName,
}: {
  availability: UnitAvailability;
  unitName?: string;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const a = availability;
  const items: Detail[] = [
    { label: t('booking.branch'), value: pickName(a.branch_name_th, a.branch_name_en, language) },
    { label: t('booking.startDate'), value: formatDate(a.start_date, language) },
    { label: t('booking.endDate'), value: formatDate(a.end_date, language) },
    { label: t('booking.numberOfDays'), value: a.count_day },
    {
      label: t('booking.serviceGroup'),
      value: pickName(a.group_size_name_th, a.group_size_name_en, language),
    },
    { label: t('booking.size'), value: pickName(a.size_name_th, a.size_name_en, language) },
  ];
  if (unitName) items.push({ label: t('booking.unit'), value: unitName });
  return <DetailsList items={items} />;
};
