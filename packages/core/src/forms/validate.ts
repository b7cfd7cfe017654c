import type { z } from 'zod';
import type { ErrorKey } from '../errors.ts';
import { ERROR_KEYS, SelfStorageError } from '../errors.ts';

/** Where an issue without a path (a whole-value schema such as emailSchema) is reported. */
export const ROOT_FIELD = '_root';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ErrorKey> };

const isErrorKey = (message: string): message is ErrorKey =>
  (ERROR_KEYS as readonly string[]).includes(message);

/**
 * The first issue of each field, by dotted path. Every schema of this folder words its issues as
 * catalogue keys; a message that is not one (a foreign schema, a missing nested object) reads as
 * `errors.required`, the nearest thing a user can act on.
 */
const errorsOf = (error: z.ZodError): Record<string, ErrorKey> => {
  const errors: Record<string, ErrorKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? ROOT_FIELD : issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = isErrorKey(issue.message) ? issue.message : 'errors.required';
  }
  return errors;
};

/** Runs a form schema; the web and the CLI read failures the same way. */
export const validate = <S extends z.ZodType>(schema: S, value: unknown): ValidationResult<z.output<S>> => {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: errorsOf(result.error) };
};

/** validate, throwing the first failure as `invalid_input` with its field and catalogue key. */
export const validateOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = validate(schema, value);
  if (result.ok) return result.value;
  const [field, key] = Object.entries(result.errors)[0] ?? [ROOT_FIELD, 'errors.required'];
  throw new SelfStorageError({
    code: 'invalid_input',
    key,
    field: field === ROOT_FIELD ? undefined : field,
    message: `${field}: ${key}`,
  });
};
