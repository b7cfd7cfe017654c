import { formatCountdown } from '@self-storage/core/dates';
import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';

export const whoami = (program: Command): void => {
  program
    .command('whoami')
    .description('show the profile, its server, the email logged in there and when the session expires')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const profile = ctx.profile();
        const state = profile.session.getSnapshot();
        const where = { profile: profile.name, server: profile.server };
        const place = [
          ctx.t('cli.target.profile', { profile: profile.name }),
          ctx.t('cli.target.server', { server: profile.server }),
        ];
        if (state.status === 'anonymous') {
          ctx.output.result({ ...where, signedIn: false, reason: state.reason }, () =>
            [
              state.reason === 'expired'
                ? ctx.t('errors.sessionExpired')
                : ctx.t('cli.status.notLoggedIn', { command: 'self-storage login' }),
              ...place,
            ].join('\n'),
          );
          return;
        }
        const email = profile.email();
        const expiresAt = new Date(state.expiresAt).toISOString();
        const secondsLeft = (state.expiresAt - ctx.now()) / 1000;
        ctx.output.result({ ...where, signedIn: true, email: email ?? null, expiresAt }, () =>
          [
            `${ctx.t('cli.status.loggedInAs', { email: email ?? '?' })} (${profile.name})`,
            ...place,
            ctx.t('cli.target.expiresAt', { time: expiresAt }),
            ctx.t('cli.status.timeLeft', { time: formatCountdown(secondsLeft) }),
          ].join('\n'),
        );
      }),
    );
};
