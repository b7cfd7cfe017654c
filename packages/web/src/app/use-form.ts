import type { ErrorKey } from '@self-storage/core';
import type { ValidationResult } from '@self-storage/core/forms';
import { type FormEvent, useState } from 'react';

export interface FormView<V, T> {
  values: V;
  /** The catalogue key of each field's failed rule, by field name; set once submitted. */
  errors: Partial<Record<string, ErrorKey>>;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** An onSubmit handler: checks the values and calls `onValid` with the parsed ones only if they pass. */
  handleSubmit(onValid: (value: T) => unknown): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Form state checked by one of core's rules (`(values) => validate(schema, values)`). Errors show
 * after the first submit and then follow each keystroke; focus goes to the first invalid field.
 */
export const useForm = <V extends object, T>(
  initial: V,
  check: (values: V) => ValidationResult<T>,
  /** Told every change, e.g. to keep a draft that survives a reload. */
  onChange?: (values: V) => void,
): FormView<V, T> => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, ErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorsOf = (next: V) => {
    const result = check(next);
    return result.ok ? {} : result.errors;
  };

  return {
    values,
    errors,
    set(field, value) {
      const next = { ...values, [field]: value };
      setValues(next);
      onChange?.(next);
      if (submitted) setErrors(errorsOf(next));
    },
    handleSubmit(onValid) {
      return (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setSubmitted(true);
        const result = check(values);
        if (result.ok) {
          setErrors({});
          onValid(result.value);
          return;
        }
        setErrors(result.errors);
        // After React has rendered the messages and aria-invalid.
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      };
    },
  };
};
