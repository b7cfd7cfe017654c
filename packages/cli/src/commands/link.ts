import { SelfStorageError } from '@self-storage/core';
import {
  decryptIdentifyToken,
  decryptIdentifyTokenWithKey,
  encryptIdentifyToken,
} from '@self-storage/core/identify';
import { buildPaymentLink, buildServiceLink, parseDeepLink } from '@self-storage/core/links';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { details } from '../format.ts';
import { idSchema, parseId } from '../options.ts';
import { identifyKey } from '../sandbox-controls.ts';

const decodeOptions = z.object({ key: z.string().optional(), keyFromServer: z.boolean().optional() });
type DecodeOptions = z.output<typeof decodeOptions>;

/** The identify token of a service link, when a key was given or fetched. */
const identifyToken = (ctx: Context, p: string, options: DecodeOptions): Promise<string> | undefined => {
  if (options.key) return Promise.resolve(decryptIdentifyTokenWithKey(p, options.key));
  if (options.keyFromServer) return decryptIdentifyToken(p, () => identifyKey(ctx));
  return undefined;
};

const decode = (group: Command): void => {
  group
    .command('decode')
    .description('read a deep link of the home page as its typed action')
    .argument('<url>', 'the link, or just its query')
    .addOption(
      new Option('--key <key>', 'decrypt the identify token of a service link').conflicts('keyFromServer'),
    )
    .option('--key-from-server', "decrypt with the key from the server's /identify-key")
    .action(
      action(decodeOptions, async (ctx, options, [url]) => {
        const link = parseDeepLink(String(url));
        if (link.action === 'invalid') {
          throw new SelfStorageError({
            code: 'invalid_link',
            key: 'errors.invalidLink',
            message: `Invalid link: ${link.reason}${link.param ? ` (${link.param})` : ''}`,
          });
        }
        const token = link.action === 'service' ? await identifyToken(ctx, link.p, options) : undefined;
        const decoded = token === undefined ? { link } : { link, token };
        ctx.output.result(decoded, () =>
          details([
            ...Object.entries(link).map(([name, value]): [string, string] => [name, String(value)]),
            ...(token === undefined ? [] : [['token', token] as [string, string]]),
          ]),
        );
      }),
    );
};

const serviceOptions = z.object({
  token: z.string(),
  key: z.string(),
  pid: idSchema.optional(),
  ops: idSchema.optional(),
  osm: idSchema.optional(),
  base: z.string().optional(),
  encoded: z.boolean().optional(),
});

const paymentOptions = z.object({
  ser: idSchema,
  pin: z.string().optional(),
  pns: z.string().optional(),
  base: z.string().optional(),
  encoded: z.boolean().optional(),
});

const printLink = (ctx: Context, url: string): void => ctx.output.result({ url }, () => url);

const make = (group: Command): void => {
  const makeGroup = group.command('make').description('build a deep link');
  makeGroup
    .command('service')
    .description('a service link: encrypted identify token, optional pre-selection')
    .requiredOption('--token <token>', 'identify token to encrypt into p')
    .requiredOption('--key <key>', 'identify key (the passphrase)')
    .option('--pid <id>', 'project (branch) to pre-select', parseId)
    .option('--ops <id>', 'open service (group) to pre-select', parseId)
    .option('--osm <id>', 'open service model (size) to pre-select', parseId)
    .option('--base <url>', 'home page of the web app (default: --base-url)')
    .option('--encoded', 'carry the query as one base64url token')
    .action(
      action(serviceOptions, async (ctx, options) => {
        const { token, key, base, encoded, ...preselect } = options;
        const url = buildServiceLink({
          baseUrl: base ?? ctx.options.baseUrl,
          encode: Boolean(encoded),
          p: encryptIdentifyToken(token, key),
          ...preselect,
        });
        printLink(ctx, url);
      }),
    );
  makeGroup
    .command('payment')
    .description('a re-payment link for a booking')
    .requiredOption('--ser <id>', 'customer service (booking) id', parseId)
    .addOption(new Option('--pin <pin>', 'payment pin (p)').conflicts('pns'))
    .option('--pns <token>', 'payment token (pns)')
    .option('--base <url>', 'home page of the web app (default: --base-url)')
    .option('--encoded', 'carry the query as one base64url token')
    .action(
      action(paymentOptions, async (ctx, options) => {
        if (options.pin === undefined && options.pns === undefined) {
          throw new CliError('usage', 'A payment link needs --pin or --pns', {
            key: 'cli.details.problems.linkNeedsPin',
            vars: { pin: '--pin', pns: '--pns' },
          });
        }
        const url = buildPaymentLink({
          baseUrl: options.base ?? ctx.options.baseUrl,
          encode: Boolean(options.encoded),
          ser: options.ser,
          ...(options.pin === undefined ? {} : { p: options.pin }),
          ...(options.pns === undefined ? {} : { pns: options.pns }),
        });
        printLink(ctx, url);
      }),
    );
};

export const link = (program: Command): void => {
  const group = program.command('link').description('decode and make the deep links of the home page');
  decode(group);
  make(group);
};
