import { randomBytes } from 'node:crypto';
import { addDays, today } from '@self-storage/core';
import type { Scalar } from './schema.ts';

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
  /** Fixed for the run: register and login of one scenario use the same address. */
  uniqueEmail: string;
  /** The folder of the scenario file, for files beside it (`${scenario_dir}/id-card.png`). */
  scenarioDir: string;
  now: () => number;
}

export const uniqueEmail = (): string =>
  `qa-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;

const builtIn = (scope: Scope, name: string): string | undefined => {
  if (name === 'unique_email') return scope.uniqueEmail;
  if (name === 'scenario_dir') return scope.scenarioDir;
  const date = TODAY.exec(name);
  if (!date) return undefined;
  const days = Number(date[2] ?? 0) * (date[1] === '-' ? -1 : 1);
  // A Bangkok calendar date, as the booking window counts days.
  return addDays(today(scope.now()), days);
};

const lookUp = (scope: Scope, name: string): Scalar => {
  const trimmed = name.trim();
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
