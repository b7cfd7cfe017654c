import { type Command, InvalidArgumentError, type Option } from 'commander';
import { CliError } from '../errors.ts';

const longName = (option: Option): string | undefined => option.long?.replace(/^--(no-)?/, '');

const profileValue = (option: Option, raw: string, where: string): unknown => {
  if (!option.required && !option.optional) {
    if (raw !== 'true' && raw !== 'false') {
      throw new CliError('usage', `${where} must be true or false`, {
        key: 'cli.details.problems.defaultBoolean',
        vars: { where, yes: 'true', no: 'false' },
      });
    }
    return raw === 'true';
  }
  if (option.argChoices && !option.argChoices.includes(raw)) {
    const choices = option.argChoices.join(', ');
    throw new CliError('usage', `${where} must be one of: ${choices}`, {
      key: 'cli.details.problems.defaultChoices',
      vars: { where, choices },
    });
  }
  try {
    return option.parseArg ? option.parseArg(raw, undefined) : raw;
  } catch (error) {
    if (error instanceof InvalidArgumentError) {
      // The parsers' reasons are catalogue keys (usage-messages.ts), said in the run's language.
      throw new CliError('usage', `${where}: ${error.message}`, {
        key: 'cli.details.problems.defaultInvalid',
        vars: { where, reason: error.message },
      });
    }
    throw error;
  }
};

/**
 * A profile's `defaults.<option>` values for the options of this command that neither a flag nor
 * an environment variable gave: precedence flag > environment > profile > built-in default.
 */
export const applyProfileDefaults = (
  command: Command,
  defaults: Readonly<Record<string, string>>,
  profile: string,
  skip: ReadonlySet<string> = new Set(),
): boolean => {
  let applied = false;
  for (const option of command.options) {
    const name = longName(option);
    const raw = name === undefined || skip.has(name) ? undefined : defaults[name];
    if (raw === undefined) continue;
    const key = option.attributeName();
    const source = command.getOptionValueSource(key);
    if (source !== undefined && source !== 'default' && source !== 'implied') continue;
    const where = `defaults.${name} of profile ${profile}`;
    command.setOptionValueWithSource(key, profileValue(option, raw, where), 'config');
    applied = true;
  }
  return applied;
};
