import { translate, type Language, type MessageKey, type TranslationParams } from '@dreamweaver/contracts';

/**
 * What went wrong, as a key of the en/de dictionaries: TypeScript refuses a code that is not one,
 * and its wording lives in one place, the dictionaries.
 */
export type ErrorCode = MessageKey;

/** A code and the values its wording fills in, e.g. `{ minutes: 15 }`. */
export interface CodedMessage {
  code: ErrorCode;
  params?: TranslationParams;
}

export interface AppErrorDetails {
  /** Per input field, what is wrong with it (a 400 from input validation). */
  fieldErrors?: Record<string, CodedMessage>;
  retryAfterSeconds?: number;
  /** More of the answer's JSON beside `message` (a 422's plan and questions). */
  body?: Record<string, unknown>;
}

/**
 * The one error the services raise for the person who caused it: an HTTP status and a coded
 * message. The edges put it into words: the HTTP error handler in the request's language,
 * storyctl in English. `message` is the English wording, for logs and stack traces.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params: TranslationParams = {},
    readonly details: AppErrorDetails = {},
  ) {
    super(translate('en', code, params));
    this.name = 'AppError';
  }
}

/** An AppError in words: its message, and each field's message when it names fields. */
export function describeAppError(
  error: AppError,
  language: Language,
): { message: string; fieldErrors?: Record<string, string> } {
  const message = translate(language, error.code, error.params);
  const fields = error.details.fieldErrors;
  if (!fields) return { ...error.details.body, message };
  const fieldErrors = Object.fromEntries(
    Object.entries(fields).map(([field, coded]) => [field, translate(language, coded.code, coded.params)]),
  );
  return { message, fieldErrors };
}
