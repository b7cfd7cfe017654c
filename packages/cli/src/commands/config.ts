import type { Command } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import { type Config, type ProfileConfig, parseProfileValue, writeConfig } from '../config/config-file.ts';
import { configPath, OPTION_NAME, PROFILE_NAME } from '../config/paths.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { details } from '../format.ts';
import { maskSecret, SECRET_OPTION_NAME } from '../redaction.ts';

/** The keys `config set|get|unset` take: a profile's settings in the spelling of their options. */
const KEY_HELP = 'base-url, lang, or defaults.<option> (e.g. defaults.pay, defaults.branch)';

type Key = { kind: 'baseUrl' } | { kind: 'lang' } | { kind: 'default'; option: string };

const parseKey = (key: string): Key => {
  if (key === 'base-url') return { kind: 'baseUrl' };
  if (key === 'lang') return { kind: 'lang' };
  const option = /^defaults\.(.+)$/.exec(key)?.[1]?.replace(/^--/, '');
  if (option === 'base-url' || option === 'lang') {
    throw new CliError('usage', `The target is not a default option: use config set ${option}`, {
      key: 'cli.details.problems.targetNotDefault',
      vars: { command: `config set ${option}` },
    });
  }
  if (option === 'profile' || option === 'version') {
    throw new CliError('usage', `--${option} cannot have a default`, {
      key: 'cli.details.problems.noDefault',
      vars: { option: `--${option}` },
    });
  }
  if (option !== undefined && OPTION_NAME.test(option)) return { kind: 'default', option };
  throw new CliError('usage', `Unknown key ${key}: use ${KEY_HELP}`, {
    key: 'cli.details.problems.unknownKey',
    vars: { key, keys: KEY_HELP },
  });
};

const profileOf = (config: Config, name: string): ProfileConfig => config.profiles[name] ?? { defaults: {} };

const withProfile = (config: Config, name: string, profile: ProfileConfig): Config => ({
  ...config,
  profiles: { ...config.profiles, [name]: profile },
});

const valueAt = (profile: ProfileConfig, key: Key): string | undefined => {
  if (key.kind === 'default') return profile.defaults[key.option];
  return profile[key.kind];
};

/** A default whose value is a secret (defaults.sandbox-key, defaults.password): printed masked. */
const isSecret = (key: Key): boolean => key.kind === 'default' && SECRET_OPTION_NAME.test(key.option);

/** --reveal: the settings printed as they are, secrets included. */
const revealOptions = z.object({ reveal: z.boolean().default(false) });
const REVEAL_HELP = 'print secrets (defaults.sandbox-key, passwords) as they are instead of masked';

const shownDefaults = (defaults: Readonly<Record<string, string>>, reveal: boolean) =>
  Object.fromEntries(
    Object.entries(defaults).map(([option, value]) => [
      option,
      reveal || !SECRET_OPTION_NAME.test(option) ? value : maskSecret(value),
    ]),
  );

/** A profile as `config list` shows it. */
const describeProfile = (ctx: Context, name: string, profile: ProfileConfig, reveal: boolean) => ({
  name,
  current: name === (ctx.config.current ?? 'default'),
  baseUrl: profile.baseUrl ?? null,
  lang: profile.lang ?? null,
  defaults: shownDefaults(profile.defaults, reveal),
});

const set = (group: Command): void => {
  group
    .command('set')
    .description(`set a setting of the profile (--profile, else the current one): ${KEY_HELP}`)
    .argument('<key>', 'base-url, lang or defaults.<option>')
    .argument('<value>', 'its value')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [rawKey, rawValue]) => {
        const key = parseKey(String(rawKey));
        const value = String(rawValue);
        const name = ctx.target.profile;
        const profile = profileOf(ctx.config, name);
        const next: ProfileConfig =
          key.kind === 'default'
            ? { ...profile, defaults: { ...profile.defaults, [key.option]: value } }
            : { ...profile, [key.kind]: parseProfileValue(key.kind, value) };
        const path = writeConfig(ctx.env, withProfile(ctx.config, name, next));
        // Echoed masked: the one who set it knows it, the CI log that shows the result need not.
        const shown = isSecret(key) ? maskSecret(value) : valueAt(next, key);
        ctx.output.result({ profile: name, key: String(rawKey), value: shown, path }, () =>
          ctx.t('cli.target.saved', { key: String(rawKey), profile: name, path }),
        );
      }),
    );
};

const unset = (group: Command): void => {
  group
    .command('unset')
    .description('remove a setting of the profile')
    .argument('<key>', 'base-url, lang or defaults.<option>')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [rawKey]) => {
        const key = parseKey(String(rawKey));
        const name = ctx.target.profile;
        const profile = profileOf(ctx.config, name);
        const next: ProfileConfig =
          key.kind === 'default'
            ? {
                ...profile,
                defaults: Object.fromEntries(
                  Object.entries(profile.defaults).filter(([option]) => option !== key.option),
                ),
              }
            : { ...profile, [key.kind]: undefined };
        writeConfig(ctx.env, withProfile(ctx.config, name, next));
        ctx.output.result({ profile: name, key: String(rawKey), removed: true }, () =>
          ctx.t('cli.target.removed', { key: String(rawKey), profile: name }),
        );
      }),
    );
};

const get = (group: Command): void => {
  group
    .command('get')
    .description(
      'print a setting of the profile (exit 1 when it is not set); a secret masked unless --reveal',
    )
    .argument('<key>', 'base-url, lang or defaults.<option>')
    .option('--reveal', REVEAL_HELP, false)
    .action(
      action(revealOptions, async (ctx, { reveal }, [rawKey]) => {
        const name = ctx.target.profile;
        const key = parseKey(String(rawKey));
        const value = valueAt(profileOf(ctx.config, name), key);
        if (value === undefined) {
          throw new CliError('not_set', `${String(rawKey)} is not set in profile ${name}`, {
            key: 'cli.target.notSet',
            vars: { key: String(rawKey), profile: name },
          });
        }
        if (reveal || !isSecret(key)) {
          ctx.output.result({ profile: name, key: String(rawKey), value }, () => value);
          return;
        }
        const masked = maskSecret(value);
        ctx.output.result({ profile: name, key: String(rawKey), value: masked, masked: true }, () => masked);
        ctx.output.note(ctx.t('cli.target.secretMasked', { key: String(rawKey), flag: '--reveal' }));
      }),
    );
};

const list = (group: Command): void => {
  group
    .command('list')
    .description(
      'list the profiles and their settings; the current one is marked, secrets masked unless --reveal',
    )
    .option('--reveal', REVEAL_HELP, false)
    .action(
      action(revealOptions, async (ctx, { reveal }) => {
        const names = new Set([...Object.keys(ctx.config.profiles), ctx.config.current ?? 'default']);
        const profiles = [...names]
          .sort()
          .map((name) => describeProfile(ctx, name, profileOf(ctx.config, name), reveal));
        const masked =
          !reveal &&
          profiles.some(({ defaults }) => Object.keys(defaults).some((o) => SECRET_OPTION_NAME.test(o)));
        ctx.output.result(
          { path: configPath(ctx.env), current: ctx.config.current ?? 'default', profiles },
          () =>
            profiles
              .map((profile) => {
                const pairs: [string, string][] = [
                  ['base-url', profile.baseUrl ?? '-'],
                  ['lang', profile.lang ?? '-'],
                  ...Object.entries(profile.defaults).map(([option, value]): [string, string] => [
                    `defaults.${option}`,
                    value,
                  ]),
                ];
                const mark = profile.current ? ` (${ctx.t('cli.target.current')})` : '';
                return `${profile.name}${mark}\n${details(pairs.map(([k, v]) => [`  ${k}`, v]))}`;
              })
              .join('\n\n'),
        );
        if (masked) ctx.output.note(ctx.t('cli.target.secretsMasked', { flag: '--reveal' }));
      }),
    );
};

const use = (group: Command): void => {
  group
    .command('use')
    .description('make a profile the current one (used without --profile or SELF_STORAGE_PROFILE)')
    .argument('<name>', 'profile name')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [rawName]) => {
        const name = z.string().regex(PROFILE_NAME).safeParse(rawName);
        if (!name.success) {
          throw new CliError('usage', `Invalid profile name "${String(rawName)}"`, {
            key: 'cli.details.problems.profileName',
            vars: { profile: String(rawName) },
          });
        }
        const config: Config = { ...ctx.config, current: name.data };
        const path = writeConfig(ctx.env, withProfile(config, name.data, profileOf(ctx.config, name.data)));
        ctx.output.result({ current: name.data, path }, () =>
          ctx.t('cli.target.using', { profile: name.data }),
        );
      }),
    );
};

export const config = (program: Command): void => {
  const group = program
    .command('config')
    .description('profiles: target server, language and default options, in the config file (0600)');
  for (const add of [set, get, unset, list, use]) add(group);
};
