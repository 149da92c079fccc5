import { useId, type ReactNode } from 'react';
import './controls.css';

/**
 * A radio group drawn as cards: native radios under one name (arrow keys move and choose, the checked state and
 * "n of m" are announced), each in a card that is its label, the chosen one outlined.
 */
export function RadioCards<T>({
  legend,
  options,
  keyOf,
  checked,
  onChange,
  children,
  className,
}: {
  legend: ReactNode;
  options: readonly T[];
  keyOf: (option: T) => string;
  checked: T | null | undefined;
  onChange: (option: T) => void;
  /** The card's body for an option (its name, price, notes). */
  children: (option: T) => ReactNode;
  className?: string;
}) {
  const name = useId();
  const chosen = checked == null ? null : keyOf(checked);
  return (
    <fieldset className={className ? `kit-radio-cards ${className}` : 'kit-radio-cards'}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const key = keyOf(option);
        return (
          <label key={key} className="kit-radio-card" data-chosen={chosen === key ? '' : undefined}>
            <input type="radio" name={name} value={key} checked={chosen === key} onChange={() => onChange(option)} />
            <span className="kit-radio-card-body">{children(option)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
