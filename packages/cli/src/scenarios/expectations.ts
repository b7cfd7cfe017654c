import { isDeepStrictEqual } from 'node:util';
import type { Translate } from '../messages.ts';
import { MISSING, valueAt } from './paths.ts';
import { type Bound, type Checks, COMPARISONS, type Comparison, type Expectation } from './schema.ts';
import { type Scope, substitute, substituteValue } from './substitute.ts';

const show = (value: unknown): string => (value === MISSING ? '-' : JSON.stringify(value));

const SIGNS: Record<Comparison, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };

const holds = (actual: number, comparison: Comparison, bound: number): boolean =>
  comparison === 'gt'
    ? actual > bound
    : comparison === 'gte'
      ? actual >= bound
      : comparison === 'lt'
        ? actual < bound
        : actual <= bound;

/** A number, or text that is one (an amount printed as "1070.00"); undefined otherwise. */
const numeric = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
};

/** A bound after substitution: a `${name}` must hold a number when the step runs. */
const boundValue = (bound: Bound, scope: Scope, comparison: Comparison, t: Translate): number => {
  const value = numeric(substituteValue(bound, scope));
  if (value === undefined) {
    throw new Error(t('cli.scenarios.notNumberBound', { check: comparison, value: String(bound) }));
  }
  return value;
};

/** The first comparison of `checks` that `actual` fails, as "> 0", or undefined when all hold. */
const failedComparison = (
  actual: number,
  checks: Partial<Record<Comparison, Bound>>,
  scope: Scope,
  t: Translate,
): string | undefined => {
  for (const comparison of COMPARISONS) {
    const bound = checks[comparison];
    if (bound === undefined) continue;
    const value = boundValue(bound, scope, comparison, t);
    if (!holds(actual, comparison, value)) return `${SIGNS[comparison]} ${value}`;
  }
  return undefined;
};

const lengthOf = (value: unknown): number | undefined =>
  Array.isArray(value) || typeof value === 'string' ? value.length : undefined;

/** Why `actual` fails one of `checks`, or undefined when every one holds. */
const failedCheck = (
  path: string,
  actual: unknown,
  checks: Checks,
  scope: Scope,
  t: Translate,
): string | undefined => {
  const present = actual !== MISSING && actual !== null;
  if (checks.exists === false) {
    return present ? t('cli.scenarios.present', { path, actual: show(actual) }) : undefined;
  }
  if (!present) {
    return actual === MISSING
      ? t('cli.scenarios.missingPath', { path })
      : t('cli.scenarios.isNull', { path });
  }
  if (checks.matches !== undefined) {
    const pattern = substitute(checks.matches, scope);
    const text = typeof actual === 'string' ? actual : JSON.stringify(actual);
    if (!new RegExp(pattern).test(text)) {
      return t('cli.scenarios.noMatch', { path, actual: show(actual), pattern });
    }
  }
  if (COMPARISONS.some((comparison) => checks[comparison] !== undefined)) {
    const number = numeric(actual);
    if (number === undefined) return t('cli.scenarios.notNumber', { path, actual: show(actual) });
    const failed = failedComparison(number, checks, scope, t);
    if (failed) return t('cli.scenarios.mismatch', { path, actual: show(actual), expected: failed });
  }
  if (checks.length !== undefined) {
    const size = lengthOf(actual);
    if (size === undefined) return t('cli.scenarios.noLength', { path, actual: show(actual) });
    const failed =
      typeof checks.length === 'number'
        ? size === checks.length
          ? undefined
          : String(checks.length)
        : failedComparison(size, checks.length, scope, t);
    if (failed) return t('cli.scenarios.length', { path, actual: size, expected: failed });
  }
  return undefined;
};

/**
 * Why the step's output does not meet an expectation, or undefined when it does. Throws
 * UnknownVariable for a `${name}` that has no value.
 */
export const mismatch = (
  output: unknown,
  path: string,
  expected: Expectation,
  scope: Scope,
  t: Translate,
): string | undefined => {
  const actual = valueAt(output, path);
  if (typeof expected === 'object' && expected !== null) return failedCheck(path, actual, expected, scope, t);
  if (actual === MISSING) return t('cli.scenarios.missingPath', { path });
  const wanted = substituteValue(expected, scope);
  const same =
    isDeepStrictEqual(actual, wanted) ||
    // A number saved from one output and written into the YAML as text is the same value.
    (typeof wanted === 'string' &&
      (typeof actual === 'number' || typeof actual === 'boolean') &&
      String(actual) === wanted);
  return same
    ? undefined
    : t('cli.scenarios.mismatch', { path, actual: show(actual), expected: show(wanted) });
};
