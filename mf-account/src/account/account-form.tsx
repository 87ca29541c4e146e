import { useState } from 'react';

/**
 * The state every account form keeps: its values, the message per invalid field, and the failure banner.
 * `bind(name)` gives a field its name, value, error and change handler.
 */
export function useAccountForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  return { values, errors, setErrors, failure, setFailure, bind };
}

/** The banner above an account form that says why the last submit failed. */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p className="account-banner" role="alert" data-testid="account-banner">
      {failure}
    </p>
  ) : null;
}
