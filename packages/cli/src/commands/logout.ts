import type { Command } from 'commander';
import { action } from '../action.ts';

export const logout = (program: Command): void => {
  program
    .command('logout')
    .description('forget the saved session of the profile')
    .action(
      action(async (ctx) => {
        ctx.profile().signOut();
        ctx.output.result({ profile: ctx.profile().name, signedIn: false }, () =>
          ctx.t('cli.status.loggedOut'),
        );
      }),
    );
};
