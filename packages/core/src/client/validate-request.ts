import type { z } from 'zod';
import type { RequestIssue } from '../errors.ts';

/** Every rule `request` breaks, each with the dotted path of its field (`data.extracheck.0.amount`). */
export const requestIssues = (schema: z.ZodType, request: unknown): RequestIssue[] => {
  const parsed = schema.safeParse(request);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
};
