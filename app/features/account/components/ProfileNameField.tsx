import { useEffect, useId, useRef, useState } from 'react';
import { PROFILE_NAME_DEBOUNCE_MS, validateProfileName, type FieldStatus } from '../logic/profile-name.ts';

/**
 * A profile name field: validated 1000 ms after typing stops, and at once on Enter or blur; Enter or blur
 * submits the name only when it is valid (and changed). `saved` is the name the server holds.
 */
export function ProfileNameField({
  label,
  value,
  saved,
  onChange,
  onSubmit,
  error,
}: {
  label: string;
  value: string;
  saved: string;
  onChange: (value: string) => void;
  /** Called with the trimmed, valid, changed name; omitted when the form submits itself. */
  onSubmit?: (name: string) => void;
  /** An error from outside (the save failed). */
  error?: string | null;
}) {
  const id = useId();
  const [status, setStatus] = useState<FieldStatus>({ status: 'unchanged' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function validateNow(): FieldStatus {
    clearTimeout(timer.current);
    const next = validateProfileName(value, saved);
    setStatus(next);
    return next;
  }

  function submit() {
    const next = validateNow();
    if (next.status === 'valid') onSubmit?.(next.value);
  }

  const message = status.status === 'error' ? status.message : (error ?? null);
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={300}
        aria-invalid={status.status === 'error' ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setStatus(validateProfileName(next, saved)), PROFILE_NAME_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            submit();
          }
        }}
        onBlur={() => (onSubmit ? submit() : validateNow())}
      />
      {message && (
        <p id={`${id}-error`} className="account-field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
