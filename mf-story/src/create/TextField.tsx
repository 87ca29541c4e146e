import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'onChange'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  help?: ReactNode;
  error?: string | null;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input or text area with its help text and error wired to it for screen readers. */
export function TextField({ label, value, onValue, help, error, multiline, inputRef, className, ...rest }: Props) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'story-field__input',
  };
  return (
    <div className={`story-field${className ? ` ${className}` : ''}`}>
      <label className="story-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={4}
          placeholder={rest.placeholder}
          maxLength={rest.maxLength}
          onChange={(e) => onValue(e.target.value)}
        />
      ) : (
        <input {...rest} {...common} ref={inputRef} onChange={(e) => onValue(e.target.value)} />
      )}
      {help ? (
        <p id={helpId} className="story-field__help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="story-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
