import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../common/icons.tsx';

interface ChoiceOption {
  key: string;
  icon: IconName;
  name: string;
  text?: string;
}

interface Props {
  legend: ReactNode;
  /** Hide the legend visually when a heading above already says it. */
  legendHidden?: boolean;
  options: readonly ChoiceOption[];
  selected: string | null;
  onSelect: (key: string) => void;
  compact?: boolean;
}

/** A set of picture cards that behave as one radio group (keyboard arrows included). */
export function ChoiceCards({ legend, legendHidden, options, selected, onSelect, compact }: Props) {
  const name = useId();
  return (
    <fieldset className={`story-choices${compact ? ' story-choices--compact' : ''}`}>
      <legend className={legendHidden ? 'story-visually-hidden' : 'story-choices__legend'}>{legend}</legend>
      <div className="story-choices__grid">
        {options.map((option) => (
          <label key={option.key} className="story-choice" data-selected={option.key === selected}>
            <input
              type="radio"
              className="story-visually-hidden"
              name={name}
              value={option.key}
              checked={option.key === selected}
              onChange={() => onSelect(option.key)}
            />
            <Icon name={option.icon} className="story-choice__icon" />
            <span className="story-choice__name">{option.name}</span>
            {option.text ? <span className="story-choice__text">{option.text}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
