import type { CommanderError } from 'commander';
import { type Translate, translate } from './messages.ts';

/*
 * commander states its usage errors in English. Its wording is fixed, so each is read back into
 * its parts and said from the catalogue, in the run's language; a wording not listed here stays
 * as commander put it.
 */

const KEY = 'cli.details.commander.';

/** The reasons the CLI's own argument parsers give (options.ts), as catalogue keys. */
export const PARSER_REASONS = {
  positiveNumber: `${KEY}positiveNumber`,
  isoDate: `${KEY}isoDate`,
  atLeastOne: `${KEY}atLeastOne`,
  seconds: `${KEY}seconds`,
} as const;

interface Reading {
  pattern: RegExp;
  key: string;
  names: readonly string[];
}

const READINGS: Readonly<Record<string, readonly Reading[]>> = {
  'commander.unknownCommand': [
    { pattern: /^unknown command '([^']*)'/, key: 'unknownCommand', names: ['command'] },
  ],
  'commander.unknownOption': [
    { pattern: /^unknown option '([^']*)'/, key: 'unknownOption', names: ['option'] },
  ],
  'commander.missingArgument': [
    { pattern: /^missing required argument '([^']*)'$/, key: 'missingArgument', names: ['argument'] },
  ],
  'commander.missingMandatoryOptionValue': [
    { pattern: /^required option '([^']*)' not specified$/, key: 'missingOption', names: ['option'] },
  ],
  'commander.optionMissingArgument': [
    { pattern: /^option '([^']*)' argument missing$/, key: 'optionMissingValue', names: ['option'] },
  ],
  'commander.invalidArgument': [
    {
      pattern: /^option '([^']*)' argument '([^']*)' is invalid\. (.*)$/s,
      key: 'invalidOption',
      names: ['option', 'value', 'reason'],
    },
    {
      pattern: /^command-argument value '([^']*)' is invalid for argument '([^']*)'\. (.*)$/s,
      key: 'invalidArgument',
      names: ['value', 'argument', 'reason'],
    },
  ],
  'commander.excessArguments': [
    {
      pattern: /^too many arguments(?: for '([^']*)')?\. Expected (\d+) arguments? but got (\d+): (.*)\.$/s,
      key: 'excessArguments',
      names: ['command', 'expected', 'actual', 'extra'],
    },
  ],
  'commander.conflictingOption': [
    {
      pattern: /^option '([^']*)' cannot be used with option '([^']*)'$/,
      key: 'conflictingOption',
      names: ['option', 'other'],
    },
  ],
};

/** commander's reason for an invalid value: its list of choices, or a parser's catalogue key. */
export const reasonText = (reason: string, t: Translate): string => {
  const choices = /^Allowed choices are (.*)\.$/.exec(reason)?.[1];
  if (choices !== undefined) return translate(t, `${KEY}allowedChoices`, { choices });
  if (reason.startsWith(KEY)) return translate(t, reason, { format: 'YYYY-MM-DD' });
  return reason;
};

/** commander's message (without its `error: `) in the run's language. */
export const usageMessage = (error: CommanderError, message: string, t: Translate): string => {
  const [main = message, suggestion] = message.split(/\n\(Did you mean (.*)\?\)$/);
  for (const { pattern, key, names } of READINGS[error.code] ?? []) {
    const match = pattern.exec(main);
    if (!match) continue;
    const vars = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? '';
        return [name, name === 'reason' ? reasonText(value, t) : value];
      }),
    );
    const said = translate(t, `${KEY}${key}`, vars);
    return suggestion === undefined ? said : `${said}\n${translate(t, `${KEY}didYouMean`, { suggestion })}`;
  }
  return message;
};
