import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { loadGroups } from '../booking/catalogue.ts';
import { chooseBranch } from '../booking/wizard.ts';
import { requireOptions } from '../context.ts';
import { nameIn } from '../format.ts';
import { idSchema, parseId } from '../options.ts';
import { renderTable } from '../table.ts';

export const groups = (program: Command): void => {
  program
    .command('groups')
    .description('list the service groups of a branch')
    .option('--branch <id>', 'branch id (see branches)', parseId)
    .action(
      action(z.object({ branch: idSchema.optional() }), async (ctx, options) => {
        requireOptions(ctx, { '--branch': options.branch });
        const branch = options.branch ?? (await chooseBranch(ctx)).id;
        const list = await loadGroups(ctx, branch);
        ctx.output.result(list, () =>
          renderTable(
            [{ header: ctx.t('cli.table.id'), align: 'right' }, { header: ctx.t('cli.table.group') }],
            list.map((group) => [String(group.id), nameIn(group, ctx.lang)]),
          ),
        );
      }),
    );
};
