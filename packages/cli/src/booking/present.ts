import type { UnitAvailability } from '@self-storage/core';
import { pickName } from '@self-storage/core/figures';
import type { Context } from '../context.ts';
import { amount, dateRange } from '../format.ts';
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

export const unitsTable = (ctx: Context, availability: UnitAvailability): string =>
  renderTable(
    [
      { header: ctx.t('cli.table.id'), align: 'right' },
      { header: ctx.t('cli.table.unit') },
      { header: ctx.t('cli.table.area'), align: 'right' },
      { header: ctx.t('cli.table.dimensions'), align: 'right' },
      { header: ctx.t('cli.table.monthlyRate'), align: 'right' },
    ],
    availability.units.map((unit) => [
      String(unit.unit_id),
      unit.name,
      String(unit.area),
      `${unit.length} × ${unit.depth} × ${unit.height}`,
      amount(unit.monthly_rate, ctx.lang),
    ]),
  );
