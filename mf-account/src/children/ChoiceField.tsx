import { useId } from 'react';

interface ChoiceFieldProps<Value extends string> {
  label: string;
  value: Value | '';
  options: readonly { value: Value | ''; label: string }[];
  onValue: (value: Value | '') => void;
  error?: string;
}

/** A labelled choice from a list (the look, the pronoun). */
export function ChoiceField<Value extends string>({ label, value, options, onValue, error }: ChoiceFieldProps<Value>) {
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onValue(event.target.value as Value | '')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <p className="account-field__error">{error}</p> : null}
    </div>
  );
}

/** A labelled text area (the story bible). */
export function TextAreaField({
  label,
  help,
  value,
  onValue,
  error,
  testId,
}: {
  label: string;
  help: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <p className="child-form__help" id={`${id}-help`}>
        {help}
      </p>
      <textarea
        id={id}
        rows={4}
        value={value}
        aria-describedby={`${id}-help`}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? <p className="account-field__error">{error}</p> : null}
    </div>
  );
}
