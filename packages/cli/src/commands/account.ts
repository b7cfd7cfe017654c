import type { Profile } from '@self-storage/core';
import {
  changePasswordStep2Schema,
  marketingConsentRecord,
  profileFormSchema,
  validateOrThrow,
} from '@self-storage/core/forms';
import type { Command } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import { askPassword, withSession } from '../auth.ts';
import type { Context } from '../context.ts';
import { orAsk, requireOptions } from '../context.ts';
import { details } from '../format.ts';
import { withProgress } from '../progress.ts';

const describeProfile = (ctx: Context, profile: Profile): string =>
  details([
    [ctx.t('accountPage.email'), profile.email],
    [ctx.t('accountPage.firstName'), profile.firstname],
    [ctx.t('accountPage.lastName'), profile.lastname],
    [ctx.t('accountPage.phone'), profile.phone],
    [ctx.t('accountPage.address'), profile.fullAddress],
    [
      ctx.t('accountPage.marketing'),
      ctx.t(profile.marketing ? 'accountPage.marketingOn' : 'accountPage.marketingOff'),
    ],
  ]);

const loadProfile = (ctx: Context) =>
  withProgress(ctx.output, ctx.t('cli.progress.loading'), () => ctx.client.account.profile({}));

const show = (group: Command): void => {
  group
    .command('show', { isDefault: true })
    .description('show your name, phone, address, email and marketing choice')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const profile = await withSession(ctx, () => loadProfile(ctx));
        ctx.output.result({ profile }, () => describeProfile(ctx, profile));
      }),
    );
};

const update = (group: Command): void => {
  group
    .command('update')
    .description('change your name, phone or address (checked as at registration; the email stays)')
    .option('--first-name <name>')
    .option('--last-name <name>')
    .option('--phone <digits>')
    .option('--address <text>')
    .action(
      action(
        z.object({
          firstName: z.string().optional(),
          lastName: z.string().optional(),
          phone: z.string().optional(),
          address: z.string().optional(),
        }),
        async (ctx, options) => {
          const profile = await withSession(ctx, async () => {
            const now = await loadProfile(ctx);
            const form = validateOrThrow(profileFormSchema, {
              firstName: options.firstName ?? now.firstname,
              lastName: options.lastName ?? now.lastname,
              phone: options.phone ?? now.phone,
              address: options.address ?? now.fullAddress,
            });
            return withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
              ctx.client.account.updateProfile({
                firstname: form.firstName,
                lastname: form.lastName,
                phone: form.phone,
                fullAddress: form.address,
              }),
            );
          });
          ctx.output.result(
            { profile },
            () => `${ctx.t('accountPage.saved')}\n${describeProfile(ctx, profile)}`,
          );
        },
      ),
    );
};

const marketing = (group: Command): void => {
  group
    .command('marketing')
    .description('turn news and offers by email on or off (a recorded consent change)')
    .argument('<choice>', 'on or off')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [choice]) => {
        const granted = z.enum(['on', 'off']).parse(choice) === 'on';
        const profile = await withSession(ctx, () =>
          ctx.client.account.marketingConsent({
            consent: marketingConsentRecord(granted, new Date(ctx.client.clock.now()).toISOString()),
          }),
        );
        ctx.output.result({ profile }, () =>
          ctx.t(profile.marketing ? 'accountPage.marketingOn' : 'accountPage.marketingOff'),
        );
      }),
    );
};

const password = (group: Command): void => {
  group
    .command('password')
    .description("change your password (the account's email is filled in)")
    .option('--old-password <password>')
    .option('--new-password <password>')
    .action(
      action(
        z.object({ oldPassword: z.string().optional(), newPassword: z.string().optional() }),
        async (ctx, options) => {
          requireOptions(ctx, {
            '--old-password': options.oldPassword,
            '--new-password': options.newPassword,
          });
          const { email } = await withSession(ctx, () => loadProfile(ctx));
          const oldPassword = await orAsk(ctx, options.oldPassword, (prompts) =>
            askPassword(ctx, prompts, ctx.t('cli.prompts.oldPassword')),
          );
          const newPassword = await orAsk(ctx, options.newPassword, (prompts) =>
            askPassword(ctx, prompts, ctx.t('cli.prompts.newPassword')),
          );
          validateOrThrow(changePasswordStep2Schema, { password: newPassword, confirmPassword: newPassword });
          await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
            ctx.client.customer.changePassword({
              email,
              oldPassword,
              newPassword,
              confirmedPassword: newPassword,
            }),
          );
          ctx.output.result({ email, changed: true }, () => ctx.t('cli.status.passwordChanged'));
        },
      ),
    );
};

const signOutEverywhere = (group: Command): void => {
  group
    .command('sign-out-everywhere')
    .description('end every session of your account, on every device, this one too')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const ended = await withSession(ctx, () => ctx.client.account.logoutAll({}));
        ctx.profile().signOut();
        ctx.output.result({ ended }, () => ctx.t('accountPage.signOutAllNote'));
      }),
    );
};

export const account = (program: Command): void => {
  const group = program
    .command('account')
    .description('your account: show, update, password, marketing mail');
  for (const add of [show, update, password, marketing, signOutEverywhere]) add(group);
};
