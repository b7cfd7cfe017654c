import type { UnitAvailability } from '@self-storage/core';
import { pickName, unitOffer } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import type { Context } from '../context.ts';
import { dateRange, offerText } from '../format.ts';
import { renderTable } from '../table.ts';

/** The unit screen's header: branch, dates, number of days, group and size. */
export const selectionPairs = (ctx: Context, availability: UnitAvailability): [string, string][] => {
  const { lang, t } = ctx;
  return [
    [t('booking.branch'), pickName(availability.branch_name_th, availability.branch_name_en, lang)],
    [t('booking.period'), dateRange(availability.start_date, availability.end_date, lang, t)],
    [t('booking.numberOfDays'), String(availability.count_day)],
    [
      t('booking.serviceGroup'),
      pickName(availability.group_size_name_th, availability.group_size_name_en, lang),
    ],
    [t('booking.size'), pickName(availability.size_name_th, availability.size_name_en, lang)],
  ];
};

/** The free units with what the web's unit list shows of each (core's unitOffer), place included. */
export const unitsTable = (ctx: Context, availability: UnitAvailability): string => {
  const offers = availability.units.map((unit) => ({ unit, offer: unitOffer(unit, ctx.lang) }));
  const located = offers.some(({ offer }) => offer.place);
  return renderTable(
    [
      { header: ctx.t('cli.table.id'), align: 'right' },
      { header: ctx.t('cli.table.unit') },
      ...(located ? [{ header: ctx.t('cli.table.location') }] : []),
      { header: ctx.t('cli.table.area'), align: 'right' },
      { header: ctx.t('cli.table.dimensions'), align: 'right' },
      { header: ctx.t('cli.table.monthlyRate'), align: 'right' },
    ],
    offers.map(({ unit, offer }) => [
      String(unit.unit_id),
      offer.name,
      ...(located ? [offer.place ? offerText(ctx.t, offer.place) : ''] : []),
      String(unit.area),
      `${unit.length} × ${unit.depth} × ${unit.height}`,
      formatAmount(offer.monthlyRate, ctx.lang),
    ]),
  );
};
