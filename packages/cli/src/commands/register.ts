import { buildRegistrationPayload, otpSchema, type RegistrationInput } from '@self-storage/core/forms';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  collectRegistration,
  registrationOptions,
  requiredFor,
} from '../account/registration-form.ts';
import { action } from '../action.ts';
import { askEmail, validator } from '../auth.ts';
import { type Context, orAsk, requireOptions } from '../context.ts';
import { withProgress } from '../progress.ts';
import { otpFromOutbox } from '../sandbox-controls.ts';

const registerOptions = registrationOptions.extend({
  email: z.string().optional(),
  otp: z.string().optional(),
  otpFromSandbox: z.boolean().optional(),
  acceptPrivacy: z.boolean().optional(),
  marketing: z.boolean().optional(),
});
type RegisterOptions = z.output<typeof registerOptions>;

const otpOf = (ctx: Context, options: RegisterOptions, email: string, sentAt: number): Promise<string> => {
  if (options.otpFromSandbox) {
    return withProgress(ctx.output, ctx.t('cli.progress.loading'), () => otpFromOutbox(ctx, email, sentAt));
  }
  return orAsk(ctx, options.otp, (prompts) =>
    prompts.input({ message: ctx.t('cli.prompts.otp'), validate: validator(ctx, otpSchema) }),
  );
};

/** The type as --type names it (the wire's `personal` says neither Thai nor foreigner). */
const typeOf = (input: RegistrationInput): CustomerType =>
  input.customerType === 'corporate'
    ? 'corporate'
    : input.form.personalType === 'thai'
      ? 'personal-thai'
      : 'personal-foreigner';

export const register = (program: Command): void => {
  program
    .command('register')
    .description('create an account: details and document first, then the emailed 6-digit code')
    .option('--email <email>', 'account email')
    .addOption(new Option('--otp <code>', 'the 6-digit code from the email').conflicts('otpFromSandbox'))
    .option('--otp-from-sandbox', "read the code from the sandbox's outbox")
    .addOption(new Option('--type <type>', 'customer type').choices(CUSTOMER_TYPES))
    .option('--first-name <name>', 'first name (of the contact, for a company)')
    .option('--last-name <name>', 'last name')
    .option('--address <address>', 'full address')
    .option('--phone <digits>', 'phone, digits only, up to 15')
    .option('--id-card <digits>', 'Thai ID card number, 13 digits (personal-thai)')
    .option('--passport <number>', 'passport number (personal-foreigner)')
    .option('--company-name <name>', 'registered company name (corporate)')
    .option('--legal-number <digits>', 'company registration number (corporate)')
    .option('--document <file>', 'ID card, passport or company certificate image: JPG or PNG, at most 2 MB')
    .option('--password <password>', 'password (prompted twice when left out)')
    .option(
      '--accept-privacy',
      'the customer accepts the privacy policy: sent as PDPA consents with the notice version',
    )
    .addOption(
      new Option('--marketing', 'the customer also agrees to news and offers by email').implies({
        acceptPrivacy: true,
      }),
    )
    .action(
      action(registerOptions, async (ctx, options) => {
        const otpGiven = options.otp ?? (options.otpFromSandbox ? 'sandbox' : undefined);
        requireOptions(ctx, { '--email': options.email, ...requiredFor(options), '--otp': otpGiven });
        const email = await orAsk(ctx, options.email, (prompts) => askEmail(ctx, prompts));
        const collected = await collectRegistration(ctx, options, email);
        // The consents are the customer's, given now; without --accept-privacy none are sent.
        const input = options.acceptPrivacy
          ? {
              ...collected,
              consents: { marketing: options.marketing ?? false, givenAt: new Date().toISOString() },
            }
          : collected;
        const sentAt = Date.now();
        await withProgress(ctx.output, ctx.t('cli.progress.sendingOtp'), () =>
          ctx.client.customer.sendOtp({ email }),
        );
        ctx.output.note(ctx.t('cli.status.otpSent', { email }));
        const otp = await otpOf(ctx, options, email, sentAt);
        await withProgress(ctx.output, ctx.t('cli.progress.verifyingOtp'), () =>
          ctx.client.customer.verifyOtp({ email, otp }),
        );
        await withProgress(ctx.output, ctx.t('cli.progress.registering'), () =>
          ctx.client.customer.register(buildRegistrationPayload(input)),
        );
        ctx.output.result({ email, customerType: typeOf(input), registered: true }, () =>
          ctx.t('cli.status.registered'),
        );
      }),
    );
};
