import { formatCountdown } from '@self-storage/core';
import type { Command } from 'commander';
import { action } from '../action.ts';

export const whoami = (program: Command): void => {
  program
    .command('whoami')
    .description('show the profile, its email and when its session expires')
    .action(
      action(async (ctx) => {
        const profile = ctx.profile();
        const state = profile.session.getSnapshot();
        if (state.status === 'anonymous') {
          ctx.output.result({ profile: profile.name, signedIn: false, reason: state.reason }, () =>
            state.reason === 'expired'
              ? ctx.t('errors.sessionExpired')
              : ctx.t('cli.status.notLoggedIn', { command: 'self-storage login' }),
          );
          return;
        }
        const email = profile.email();
        const secondsLeft = (state.expiresAt - ctx.now()) / 1000;
        ctx.output.result(
          {
            profile: profile.name,
            signedIn: true,
            email: email ?? null,
            expiresAt: new Date(state.expiresAt).toISOString(),
          },
          () =>
            [
              `${ctx.t('cli.status.loggedInAs', { email: email ?? '?' })} (${profile.name})`,
              ctx.t('cli.status.timeLeft', { time: formatCountdown(secondsLeft) }),
            ].join('\n'),
        );
      }),
    );
};
