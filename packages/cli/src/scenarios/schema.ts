import { z } from 'zod';

/** A name a step may save and `${name}` refer to. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof scalar>;

/** An expected value: equal to it (after substitution), or matching a regular expression. */
const expectation = z.union([scalar, z.strictObject({ matches: z.string().min(1) })]);
export type Expectation = z.infer<typeof expectation>;

const stepSchema = z.strictObject({
  /** Shown in reports; the command line when left out. */
  name: z.string().min(1).optional(),
  /** One self-storage command line (without the program name), or its words as a list. */
  run: z.union([z.string().trim().min(1), z.array(z.union([z.string(), z.number()])).min(1)]),
  /** name → dotted path into the step's JSON output (`payment.uuid`, `units.0.unit_id`). */
  save: z
    .record(z.string().regex(VARIABLE_NAME, 'a variable name: letters, digits and _'), z.string().min(1))
    .optional(),
  /** Runs even after a failed step (to put things back, e.g. the sandbox clock). */
  always: z.boolean().default(false),
  /** `exit` (default 0), and dotted path → expected value or `{matches: REGEX}`. */
  expect: z
    .record(z.string().min(1), expectation)
    .superRefine((value, ctx) => {
      if (value.exit !== undefined && !Number.isInteger(value.exit)) {
        ctx.addIssue({ code: 'custom', message: 'exit must be a whole number', path: ['exit'] });
      }
    })
    .optional(),
});
export type Step = z.infer<typeof stepSchema>;

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
