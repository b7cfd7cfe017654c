import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';

export const logout = (program: Command): void => {
  program
    .command('logout')
    .description('forget the saved session of the profile')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        ctx.profile().signOut();
        ctx.output.result({ profile: ctx.profile().name, signedIn: false }, () =>
          ctx.t('cli.status.loggedOut'),
        );
      }),
    );
};
