import { useDebouncedStatus } from '../../../kit/verification/useDebouncedStatus.ts';
import { ValidatedField } from '../../../kit/verification/ValidatedField.tsx';
import { PROFILE_NAME_DEBOUNCE_MS, validateProfileName } from '../logic/profile-name.ts';

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
  const field = useDebouncedStatus(PROFILE_NAME_DEBOUNCE_MS);
  const validate = (input: string) => validateProfileName(input, saved);

  function submit() {
    const next = field.flush(validate(value));
    if (next.status === 'valid') onSubmit?.(next.value);
  }

  return (
    <ValidatedField
      label={label}
      type="text"
      maxLength={300}
      value={value}
      onValueChange={onChange}
      field={field}
      validate={validate}
      message={error}
      onLeave={onSubmit ? submit : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onSubmit) {
          event.preventDefault();
          submit();
        }
      }}
      className="account-field"
      errorClassName="account-field-error"
    />
  );
}
