import { findUnstorableText, translator, type Translate } from '@dreamweaver/contracts';
import type { z } from 'zod';
import { ValidationError } from './errors.ts';

const english = translator('en');

/**
 * Parses input with a zod schema; the first problem becomes the message, all of them fieldErrors.
 * Text PostgreSQL cannot store (NUL, lone surrogates) is refused first, in any field or key.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, t: Translate = english): z.infer<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable) {
    const message = t('validation.text.unstorable');
    throw new ValidationError(message, { [unstorable.join('.') || '_']: message });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0].message, fieldErrors);
}
