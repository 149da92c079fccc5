import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './controls.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { type?: 'button' | 'submit' | 'reset' };

/**
 * The kit's button: a pill, secondary unless said otherwise; one primary per screen. `type` defaults to 'button' so a
 * button inside a form never submits it by accident. Other props (aria-*, disabled, onClick …) pass through.
 */
export const Button = forwardRef<HTMLButtonElement, NativeButtonProps & { variant?: ButtonVariant }>(function Button(
  { variant = 'secondary', type = 'button', className, ...props },
  ref,
) {
  return <button ref={ref} type={type} data-variant={variant} className={className ? `kit-button ${className}` : 'kit-button'} {...props} />;
});

/**
 * A round button that shows only a glyph (×, ‹, ›): its accessible name is `label` (required), the glyph is hidden
 * from assistive technology.
 */
export const IconButton = forwardRef<HTMLButtonElement, Omit<NativeButtonProps, 'children' | 'aria-label'> & { label: string; children: ReactNode }>(
  function IconButton({ label, type = 'button', className, children, ...props }, ref) {
    return (
      <button ref={ref} type={type} aria-label={label} className={className ? `kit-icon-button ${className}` : 'kit-icon-button'} {...props}>
        <span aria-hidden="true">{children}</span>
      </button>
    );
  },
);
