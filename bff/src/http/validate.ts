import type { z } from 'zod';
import { ValidationError } from '../errors.ts';

/** Parses input with a zod schema; the first problem becomes the message, all of them fieldErrors. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0].message, fieldErrors);
}
