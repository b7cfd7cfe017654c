import { z } from 'zod';
import { parseDuration } from './duration.ts';

/** A name a step may save and `${name}` refer to. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof scalar>;

/** A number to compare with: written as one, or a `${name}` that holds one when the step runs. */
const bound = z.union([z.number(), z.string().regex(/\$\{[^}]+\}/, `a number, or a \${name} holding one`)]);
const comparisons = {
  gt: bound.optional(),
  gte: bound.optional(),
  lt: bound.optional(),
  lte: bound.optional(),
};
export const COMPARISONS = ['gt', 'gte', 'lt', 'lte'] as const;
export type Comparison = (typeof COMPARISONS)[number];
export type Bound = z.infer<typeof bound>;

const someKey = (value: object) => Object.keys(value).length > 0;
const clean = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** An array's or a text's length: a whole number, or compared (`{ gte: 1 }`). */
const length = z.union([
  z.number().int().nonnegative(),
  z
    .strictObject(comparisons)
    .refine(someKey, { message: 'name a comparison: gt, gte, lt or lte', when: clean }),
]);

/**
 * Checks other than equality, all of which must hold: `matches` a regular expression, `exists`
 * (present and not null), numeric `gt`, `gte`, `lt`, `lte`, and `length`.
 */
const checks = z
  .strictObject({
    matches: z.string().min(1).optional(),
    exists: z.boolean().optional(),
    ...comparisons,
    length: length.optional(),
  })
  // Only for a value with no other fault: an unknown key alone says what is wrong.
  .refine(someKey, { message: 'name a check: matches, exists, gt, gte, lt, lte or length', when: clean })
  .refine((value) => value.exists !== false || Object.keys(value).length === 1, {
    message: 'exists: false cannot go with another check',
    when: clean,
  });
export type Checks = z.infer<typeof checks>;

/** An expected value: equal to it (after substitution), or an object of checks. */
const expectation = z.union([scalar, checks]);
export type Expectation = z.infer<typeof expectation>;

const duration = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: 'a duration such as 500ms, 30s, 2m or 1h' });
    return z.NEVER;
  }
  return ms;
});

/** Runs the step again, every `interval` (1 s), until its expectations hold or `timeout` passes. */
const until = z.strictObject({ timeout: duration, interval: duration.default(1000) });
export type Until = z.infer<typeof until>;

const commandLine = z.union([z.string().trim().min(1), z.array(z.union([z.string(), z.number()])).min(1)]);

/**
 * Waits for a sandbox event: `self-storage events wait`, its JSON the event, so `expect` and `save`
 * read its fields (`type`, `data.booking.status`). Values may hold `${name}`.
 */
const waitForEvent = z.strictObject({
  type: z.string().min(1),
  booking: z.union([z.string().min(1), z.number()]).optional(),
  after: z.string().min(1).optional(),
  timeout: z.union([z.string().min(1), z.number()]).optional(),
});

/** The command line a `wait-for-event` step runs. */
const waitCommand = (wait: z.infer<typeof waitForEvent>): (string | number)[] => [
  'events',
  'wait',
  '--type',
  wait.type,
  ...(wait.booking === undefined ? [] : ['--booking', wait.booking]),
  ...(wait.after === undefined ? [] : ['--after', wait.after]),
  ...(wait.timeout === undefined ? [] : ['--timeout', String(wait.timeout)]),
];

const stepSchema = z
  .strictObject({
    /** Shown in reports; the command line when left out. */
    name: z.string().min(1).optional(),
    /** One self-storage command line (without the program name), or its words as a list. */
    run: commandLine.optional(),
    /** Instead of `run`: wait for a sandbox event and check it with `expect`. */
    'wait-for-event': waitForEvent.optional(),
    /** name → dotted path into the step's JSON output (`payment.uuid`, `units.0.unit_id`). */
    save: z
      .record(z.string().regex(VARIABLE_NAME, 'a variable name: letters, digits and _'), z.string().min(1))
      .optional(),
    /** Runs even after a failed step (to put things back, e.g. the sandbox clock). */
    always: z.boolean().default(false),
    /** `exit` (default 0), and dotted path → expected value or checks (`{gt: 0}`, `{exists: true}`). */
    expect: z
      .record(z.string().min(1), expectation)
      .superRefine((value, ctx) => {
        if (value.exit !== undefined && !Number.isInteger(value.exit)) {
          ctx.addIssue({ code: 'custom', message: 'exit must be a whole number', path: ['exit'] });
        }
      })
      .optional(),
    /** Repeats the step until `expect` holds (a payment settling, a mail arriving). */
    until: until.optional(),
  })
  // Also beside other faults: a misspelt `run` is named with its unknown key, as before.
  .refine((step) => step.run !== undefined || step['wait-for-event'] !== undefined, {
    path: ['run'],
    message: 'expected one of string, array (or wait-for-event)',
    when: () => true,
  })
  .refine((step) => step.run === undefined || step['wait-for-event'] === undefined, {
    message: 'a step has either run or wait-for-event',
    when: clean,
  })
  .transform(({ 'wait-for-event': wait, run, ...step }) => ({
    ...step,
    // A step with neither is refused above; its words are never run.
    run: run ?? (wait ? waitCommand(wait) : []),
  }));
export type Step = z.output<typeof stepSchema>;

export const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  /** Values for `${name}`; they may use the built-ins (`${unique_email}`, `${today+1}`). */
  vars: z
    .record(z.string().regex(VARIABLE_NAME, 'a variable name: letters, digits and _'), scalar)
    .default({}),
  /**
   * Runs alone, after every other scenario of the run: for one that moves the sandbox's clock or
   * resets it, which every scenario running at the same time would feel.
   */
  exclusive: z.boolean().default(false),
  steps: z.array(stepSchema).min(1),
});
export type Scenario = z.infer<typeof scenarioSchema>;
