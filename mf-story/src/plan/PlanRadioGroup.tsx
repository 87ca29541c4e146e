import { useId, type ReactNode } from 'react';

// One question or one part of the plan as a radio group, named by its legend (a screen reader says
// it with each choice): its choices as native radios (arrows move between them, Tab leaves the
// group) and, when it still needs an answer, why.

interface PlanOption {
  id: string;
  label: string;
}

interface Props {
  legend: ReactNode;
  options: readonly PlanOption[];
  value: string | undefined;
  onChange: (id: string) => void;
  required?: boolean;
  /** Shown under the choices and tied to the group for screen readers. */
  error?: string | null;
  /** Marks the group for the page (the question's id), e.g. to take the focus to it. */
  name?: string;
}

export function PlanRadioGroup({ legend, options, value, onChange, required, error, name }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      className="story-plan__group"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-group={name}
    >
      <p id={`${id}-legend`} className="story-plan__legend">
        {legend}
      </p>
      <div className="story-plan__options">
        {options.map((option) => (
          <label key={option.id} className="story-plan__option">
            <input
              type="radio"
              name={id}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="story-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
