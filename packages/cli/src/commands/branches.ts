import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import { loadBranches } from '../booking/catalogue.ts';
import { nameIn } from '../format.ts';
import { renderTable } from '../table.ts';

export const branches = (program: Command): void => {
  program
    .command('branches')
    .description('list the branches')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const list = await loadBranches(ctx);
        ctx.output.result(list, () =>
          renderTable(
            [
              { header: ctx.t('cli.table.id'), align: 'right' },
              { header: ctx.t('cli.table.branch') },
              { header: ctx.t('cli.table.phone') },
            ],
            list.map((branch) => [String(branch.id), nameIn(branch, ctx.lang), branch.phone ?? '']),
          ),
        );
      }),
    );
};
