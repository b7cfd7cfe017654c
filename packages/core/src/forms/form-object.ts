import * as z from 'zod';

/** z.object whose own failure (a missing or non-object form) is `errors.required` too. */
export const formObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: 'errors.required' });
