import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './controls.css';

/**
 * The kit's text field: a visible label above an input of the buttons' height. `hideLabel` keeps the label for
 * assistive technology only (where a heading beside it already says what goes in). Other props pass to the input.
 */
export const TextField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: ReactNode; hideLabel?: boolean; fieldClassName?: string }
>(function TextField({ label, hideLabel = false, className, fieldClassName, type = 'text', ...props }, ref) {
  const id = useId();
  return (
    <div className={fieldClassName ? `kit-field ${fieldClassName}` : 'kit-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'kit-field-label'}>
        {label}
      </label>
      <input ref={ref} id={id} type={type} className={className ? `kit-input ${className}` : 'kit-input'} {...props} />
    </div>
  );
});
