import { findUnstorableText, type Translate } from '@dreamweaver/contracts';
import type { z } from 'zod';
import { AppError, type CodedMessage } from './errors.ts';

/** The contracts' schemas, built from a translator (the browser's forms build them in their language). */
export type SchemaFactory<S extends z.ZodType> = (t: Translate) => S;

// Built with a translator that writes each message as its code, so a problem the schema finds
// comes back as a CodedMessage that the edge (HTTP error handler, storyctl) puts into words.
const CODED = '\u0001';
const coding: Translate = (code, params) => CODED + JSON.stringify({ code, params } satisfies CodedMessage);
const codedSchemas = new WeakMap<SchemaFactory<z.ZodType>, z.ZodType>();

function codedSchema<S extends z.ZodType>(schemaFor: SchemaFactory<S>): S {
  let schema = codedSchemas.get(schemaFor);
  if (!schema) codedSchemas.set(schemaFor, (schema = schemaFor(coding)));
  return schema as S;
}

function decode(message: string): CodedMessage {
  // zod's own wording, for a check a schema gave no message of ours.
  if (!message.startsWith(CODED)) return { code: 'validation.invalidRequest' };
  return JSON.parse(message.slice(CODED.length)) as CodedMessage;
}

/**
 * Parses input with a contract schema; the first problem becomes the AppError's code, all of them
 * its fieldErrors. Text PostgreSQL cannot store (NUL, lone surrogates) is refused first, in any field or key.
 */
export function validate<S extends z.ZodType>(schemaFor: SchemaFactory<S>, input: unknown): z.infer<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable) {
    const problem: CodedMessage = { code: 'validation.text.unstorable' };
    throw new AppError(400, problem.code, {}, { fieldErrors: { [unstorable.join('.') || '_']: problem } });
  }
  const result = codedSchema(schemaFor).safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, CodedMessage> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= decode(issue.message);
  }
  const first = decode(result.error.issues[0].message);
  throw new AppError(400, first.code, first.params, { fieldErrors });
}
