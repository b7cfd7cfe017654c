import { sizeLabel } from '@self-storage/core/figures';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { loadSizes } from '../booking/catalogue.ts';
import { chooseBranch, chooseGroup } from '../booking/wizard.ts';
import { requireOptions } from '../context.ts';
import { offerText } from '../format.ts';
import { idSchema, parseId } from '../options.ts';
import { renderTable } from '../table.ts';

export const sizes = (program: Command): void => {
  program
    .command('sizes')
    .description('list the sizes of a service group')
    .option('--group <id>', 'service group id (see groups)', parseId)
    .action(
      action(z.object({ group: idSchema.optional() }), async (ctx, options) => {
        requireOptions(ctx, { '--group': options.group });
        const group = options.group ?? (await chooseGroup(ctx, (await chooseBranch(ctx)).id)).id;
        const list = await loadSizes(ctx, group);
        ctx.output.result(list, () =>
          list.length === 0
            ? ctx.t('errors.noServiceSize')
            : renderTable(
                [{ header: ctx.t('cli.table.id'), align: 'right' }, { header: ctx.t('cli.table.size') }],
                list.map((size) => [
                  String(size.id),
                  sizeLabel(size, ctx.lang, (text) => offerText(ctx.t, text)),
                ]),
              ),
        );
      }),
    );
};
