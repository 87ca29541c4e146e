import { Field } from './Field.tsx';

interface PasswordFieldProps {
  label: string;
  name: string;
  /** 'current-password' to sign in or prove who you are; 'new-password' for one being chosen (password managers offer to save it). */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (event: { target: { value: string } }) => void;
}

/** A labelled password input: the one used by sign-in, register and change password. */
export function PasswordField({ label, name, autoComplete, value, error, disabled, onChange }: PasswordFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={value}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
