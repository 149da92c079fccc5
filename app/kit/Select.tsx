import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './controls.css';

/**
 * The kit's select: the native `<select>` (keyboard, type-ahead and screen readers as the platform has them) drawn in
 * the field's look, labelled by its visible `label`.
 */
export function Select({
  label,
  className,
  children,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `kit-select ${className}` : 'kit-select'}>
      <label htmlFor={id} className="kit-select-label">
        {label}
      </label>
      <select id={id} {...props}>
        {children}
      </select>
    </div>
  );
}
