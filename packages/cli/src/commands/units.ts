import type { Command } from 'commander';
import { action } from '../action.ts';
import { loadUnits } from '../booking/catalogue.ts';
import { selectionPairs, unitsTable } from '../booking/present.ts';
import { selectService } from '../booking/wizard.ts';
import { requireOptions } from '../context.ts';
import { details } from '../format.ts';
import { selectionOptions, selectionRequired, selectionSchema } from '../options.ts';

export const units = (program: Command): void => {
  selectionOptions(program.command('units').description('list the units free for the given dates')).action(
    action(selectionSchema, async (ctx, options) => {
      requireOptions(ctx, selectionRequired(options));
      const availability = await loadUnits(ctx, await selectService(ctx, options));
      ctx.output.result(availability, () =>
        [
          details(selectionPairs(ctx, availability)),
          '',
          availability.units.length === 0
            ? ctx.t('errors.unitUnavailable')
            : `${unitsTable(ctx, availability)}\n\n${ctx.t('unit.remaining', { count: availability.units.length })}`,
        ].join('\n'),
      );
    }),
  );
};
