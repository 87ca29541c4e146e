import { useState, type FormEvent } from 'react';
import type { MessageKey } from '@dreamweaver/contracts';
import { PasswordChangeError, toast, useI18n } from '@dreamweaver/web-kit';
import { fieldErrors } from './field-errors.ts';

interface Schema<Parsed> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Parsed }
    | { success: false; error: { issues: { path: readonly PropertyKey[]; message: string }[] } };
}

/** How one account form sends what it checked, and what it says when that fails. */
export interface Submission<Parsed> {
  schema: Schema<Parsed>;
  send: (parsed: Parsed) => Promise<void>;
  /** The failure toast's title. */
  failedTitle: MessageKey;
  /** Said when the failure is no error with words of its own. */
  unknownFailure: MessageKey;
  /** Said instead when the failure is an error without words (the unknown failure if not given). */
  emptyFailure?: MessageKey;
  /** The failure toast, once shown (a dialog may take it away later). */
  onFailureToast?: (shown: { dismiss: () => void }) => void;
}

/**
 * The state every account form keeps: its values, the message per invalid field, and the failure banner.
 * `bind(name)` gives a field its name, value, error and change handler. `submit` checks the values,
 * sends them, and on a refusal puts the server's per-field messages under their fields (or its
 * message in the banner) and shows a toast.
 */
export function useAccountForm<Values extends Record<string, string>, Parsed>(
  initial: Values,
  submission: Submission<Parsed>,
) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = submission.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await submission.send(parsed.data);
    } catch (error) {
      const message =
        error instanceof Error
          ? error.message || t(submission.emptyFailure ?? submission.unknownFailure)
          : t(submission.unknownFailure);
      if (error instanceof PasswordChangeError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else setFailure(message);
      const shown = toast({ title: t(submission.failedTitle), description: message, variant: 'destructive' });
      submission.onFailureToast?.(shown);
    }
  };
  return { values, failure, bind, submit };
}

/** The banner above an account form that says why the last submit failed. */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p className="account-banner" role="alert" data-testid="account-banner">
      {failure}
    </p>
  ) : null;
}
