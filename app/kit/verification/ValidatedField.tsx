import { useId, type InputHTMLAttributes, type Ref } from 'react';
import type { SignInFieldStatus } from '../../lib/account/sign-in-fields.ts';
import type { DebouncedStatus } from './useDebouncedStatus.ts';
import '../controls.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'className'>;

/**
 * A text field checked as the viewer types, the one every sign-in and profile form uses (email, mobile number,
 * verification code, profile name): `validate` runs `field`'s delay after typing stops and at once when the
 * field is left; the rule's message, or else `message` (a refused change, a failed send), shows under it as an
 * alert the input is described by. The form keeps `field` (useDebouncedStatus) to check the value again on submit.
 */
export function ValidatedField({
  label,
  value,
  onValueChange,
  field,
  validate,
  message = null,
  onLeave,
  inputRef,
  className,
  errorClassName,
  messageLineClassName,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  field: DebouncedStatus;
  validate: (value: string) => SignInFieldStatus;
  /** What to say when the rule has nothing to say. */
  message?: string | null;
  /** Leaving the field does this instead of checking it (a field that submits itself on blur). */
  onLeave?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's class (its label, input and message). */
  className: string;
  errorClassName: string;
  /** When given, the message's line is kept (with this class) while it is empty, so a centered dialog does not move under the pointer. */
  messageLineClassName?: string;
}) {
  const id = useId();
  const ruleError = field.status.status === 'error' ? field.status.message : null;
  const shown = ruleError ?? message;
  const alert = shown && (
    <p id={`${id}-error`} className={errorClassName} role="alert">
      {shown}
    </p>
  );
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="kit-input"
        value={value}
        aria-invalid={ruleError ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          onValueChange(next);
          field.typed(() => validate(next));
        }}
        onBlur={() => (onLeave ? onLeave() : field.flush(validate(value)))}
      />
      {messageLineClassName ? <div className={messageLineClassName}>{alert}</div> : alert}
    </div>
  );
}
