/** A choice of a few options as a row of pills: native radios (keyboard and screen readers as usual), styled. */
import type { ReactNode } from 'react';
import './SegmentedChoice.css';

interface ChoiceOption<T extends string | number> {
  value: T;
  label: string;
  /** Drawn before the label (a swatch); the label stays the accessible name. */
  mark?: ReactNode;
  /** Shown only to screen readers: the label is drawn by `mark` alone. */
  labelHidden?: boolean;
}

interface SegmentedChoiceProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  className?: string;
}

export function SegmentedChoice<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  className = '',
}: SegmentedChoiceProps<T>) {
  return (
    <fieldset className={`segmented ${className}`}>
      <legend>{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input type="radio" name={name} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span className={`chip${option.labelHidden ? ' chip--swatch' : ''}`}>
              {option.mark}
              <span className={option.labelHidden ? 'visually-hidden' : undefined}>{option.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
