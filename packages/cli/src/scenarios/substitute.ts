import { randomBytes } from 'node:crypto';
import { addDays, today } from '@self-storage/core/dates';
import { thaiIdCheckDigit } from '@self-storage/core/forms';
import type { Scalar } from './schema.ts';
import { SECRET_VARIABLE } from './secrets.ts';

/** `${name}`; `$${` is a literal `${`. */
const REFERENCE = /\$\$\{|\$\{([^}]*)\}/g;
const TODAY = /^today\s*(?:([+-])\s*(\d{1,4}))?$/;

export class UnknownVariable extends Error {
  override readonly name = 'UnknownVariable';
  readonly variable: string;
  constructor(variable: string) {
    super(`unknown variable \${${variable}}`);
    this.variable = variable;
  }
}

/** The values of one scenario run: its vars, what its steps saved, and the built-ins. */
export interface Scope {
  values: Map<string, Scalar>;
  /**
   * Fixed for the run: register and login of one scenario use the same address. The server keeps
   * one account per identity document, and counts unpaid bookings per phone across accounts, so
   * each run registers with documents and a phone of its own too.
   */
  unique: UniqueValues;
  /** The folder of the scenario file, for files beside it (`${scenario_dir}/id-card.png`). */
  scenarioDir: string;
  now: () => number;
  /** What `${env.NAME}` reads: the runner's environment. */
  env: NodeJS.ProcessEnv;
  /** Values that must never reach a report: secret options' values, secret variables read from env. */
  secrets: Set<string>;
}

export interface UniqueValues {
  unique_email: string;
  unique_thai_id: string;
  unique_passport: string;
  unique_phone: string;
}

const randomDigits = (count: number): string =>
  Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');

/** A Thai ID card number with a valid check digit, starting 1 like a Thai citizen's. */
const uniqueThaiId = (): string => {
  const first12 = `1${randomDigits(11)}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
};

export const uniqueValues = (): UniqueValues => ({
  unique_email: `qa-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`,
  unique_thai_id: uniqueThaiId(),
  unique_passport: `QA${randomDigits(7)}`,
  // A Thai mobile number: 08 and eight digits.
  unique_phone: `08${randomDigits(8)}`,
});

const builtIn = (scope: Scope, name: string): string | undefined => {
  if (Object.hasOwn(scope.unique, name)) return scope.unique[name as keyof UniqueValues];
  if (name === 'scenario_dir') return scope.scenarioDir;
  const date = TODAY.exec(name);
  if (!date) return undefined;
  const days = Number(date[2] ?? 0) * (date[1] === '-' ? -1 : 1);
  // A Bangkok calendar date, as the booking window counts days.
  return addDays(today(scope.now()), days);
};

/** `${env.NAME}`: a variable of the environment, so no password needs writing into a scenario file. */
const ENV_REFERENCE = /^env\.([A-Za-z_][A-Za-z0-9_]*)$/;

const fromEnv = (scope: Scope, name: string): string => {
  const value = scope.env[name];
  if (value === undefined) throw new UnknownVariable(`env.${name}`);
  if (SECRET_VARIABLE.test(name) && value !== '') scope.secrets.add(value);
  return value;
};

const lookUp = (scope: Scope, name: string): Scalar => {
  const trimmed = name.trim();
  const variable = ENV_REFERENCE.exec(trimmed)?.[1];
  if (variable !== undefined) return fromEnv(scope, variable);
  if (scope.values.has(trimmed)) return scope.values.get(trimmed) as Scalar;
  const value = builtIn(scope, trimmed);
  if (value === undefined) throw new UnknownVariable(trimmed);
  return value;
};

/** Every `${name}` of `text` replaced by its value. */
export const substitute = (text: string, scope: Scope): string =>
  text.replace(REFERENCE, (_match, name: string | undefined) =>
    name === undefined ? '${' : String(lookUp(scope, name)),
  );

/** A string that is one whole `${name}` keeps its value's type (a saved number stays a number). */
export const substituteValue = (value: Scalar, scope: Scope): Scalar => {
  if (typeof value !== 'string') return value;
  const whole = /^\$\{([^}]*)\}$/.exec(value);
  return whole ? lookUp(scope, whole[1] ?? '') : substitute(value, scope);
};
