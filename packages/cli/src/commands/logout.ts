import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';

export const logout = (program: Command): void => {
  program
    .command('logout')
    .description('end the session on the server and forget it in the profile')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        // The server ends the session too, so a copy of the token is worthless; a server that
        // cannot be reached does not keep the profile signed in.
        if (ctx.profile().session.token() !== undefined) {
          await ctx.client.customer
            .logout({})
            .catch(() => ctx.output.note(ctx.t('cli.status.logoutNotSent')));
        }
        ctx.profile().signOut();
        ctx.output.result({ profile: ctx.profile().name, signedIn: false }, () =>
          ctx.t('cli.status.loggedOut'),
        );
      }),
    );
};
