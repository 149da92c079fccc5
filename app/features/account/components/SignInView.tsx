import { useEffect, useRef, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import {
  confirmMobileNumberChange,
  initEmailChange,
  initEmailVerification,
  initMobileNumberChange,
  pollEmailChange,
  pollEmailVerification,
  pollMobileNumberChange,
  resendEmailChange,
  resendMobileNumberChange,
} from '../../../kit/verification/sign-in-calls.ts';
import {
  canRemoveSignIn,
  EMAIL_DEBOUNCE_MS,
  MOBILE_DEBOUNCE_MS,
  signInSubmitEnabled,
  validateEmail,
  validateMobile,
  type SignInFieldStatus,
} from '../../../lib/account/sign-in-fields.ts';
import { formatMobile } from '../logic/mobile-format.ts';
import type { SignInChannel } from '../logic/profile-modal.ts';
import { useDebouncedStatus } from '../../../kit/verification/useDebouncedStatus.ts';
import { useVerification, type VerificationFlow } from '../../../kit/verification/useVerification.ts';
import { ValidatedField } from '../../../kit/verification/ValidatedField.tsx';
import { VerifyingPanel } from '../../../kit/verification/VerifyingPanel.tsx';
import type { Profile } from '../api/calls.ts';
import { PROFILE_MODAL, SIGN_IN_VIEW, SUCCESS_TOASTS } from '../texts.ts';
import { Button } from '../../../kit/Button.tsx';

/** How a sign-in change ended: verified (the modal closes) or removed (back to where it came from). */
export type SignInDone = { outcome: 'verified' | 'removed'; toast: string };

/**
 * A profile's email or mobile number (login_email, login_mobile): the field with 'Verify', 'Edit {other}
 * instead' and, on a non-primary profile that has one, 'Remove this info'. Verify starts the verification
 * (or, for the current unconfirmed email, verifies it); the verifying state waits for polling to report
 * success. Field rules and the machine are pure (app/lib/account).
 */
export function SignInView({
  channel,
  profile,
  emailConfirmed,
  onOtherChannel,
  onCancel,
  onDone,
}: {
  channel: SignInChannel;
  profile: Profile;
  /** Whether the profile's email is confirmed (only the account's own email can be unconfirmed). */
  emailConfirmed: boolean;
  onOtherChannel: () => void;
  onCancel: () => void;
  onDone: (done: SignInDone) => void;
}) {
  const saved = channel === 'email' ? (profile.email ?? '') : formatMobile(profile.mobileNumber);
  const [value, setValue] = useState(saved);
  const { field, validate, verification, input, submit, remove } = useSignInChange(channel, profile, emailConfirmed, saved, onDone);
  const { state } = verification;

  if (state.phase === 'verifying') {
    return (
      <VerifyingPanel
        channel={channel}
        state={state}
        onResend={verification.resend}
        onConfirm={verification.confirm}
        onEdit={() => {
          field.reset();
          verification.edit();
        }}
      />
    );
  }

  const busy = state.phase === 'sending' || state.phase === 'done';
  const removable = canRemoveSignIn({ adding: false, primary: profile.primary, value: channel === 'email' ? profile.email : profile.mobileNumber });

  return (
    <form
      className="profile-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <ValidatedField
        label={channel === 'email' ? SIGN_IN_VIEW.emailLabel : SIGN_IN_VIEW.mobileLabel}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel-national'}
        value={value}
        onValueChange={setValue}
        field={field}
        validate={validate}
        message={state.phase === 'editing' ? state.error : null}
        inputRef={input}
        className="account-field"
        errorClassName="account-field-error"
        messageLineClassName="sign-in-message"
      />
      <SignInActions
        channel={channel}
        status={field.status}
        busy={busy}
        removable={removable}
        onOtherChannel={onOtherChannel}
        onRemove={remove}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The field's state and its verification: validation, the focus on a failed send, the one report of a finished change. */
function useSignInChange(
  channel: SignInChannel,
  profile: Profile,
  emailConfirmed: boolean,
  saved: string,
  onDone: (done: SignInDone) => void,
) {
  const clients = useRestClients();
  const validate = (input: string): SignInFieldStatus =>
    channel === 'email'
      ? validateEmail(input, { saved: profile.email, savedConfirmed: emailConfirmed, primary: profile.primary })
      : validateMobile(input, { saved: profile.mobileNumber, primary: profile.primary });
  // An unconfirmed email opens in the verify status: Verify sends its verification straight away.
  const field = useDebouncedStatus(channel === 'email' ? EMAIL_DEBOUNCE_MS : MOBILE_DEBOUNCE_MS, validate(saved));
  const verification = useVerification();
  const [verifyingCurrent, setVerifyingCurrent] = useState(false);
  const { state } = verification;

  // A failed send comes back to the form: focus returns to the field, with the message beside it.
  const input = useRef<HTMLInputElement>(null);
  const failed = state.phase === 'editing' ? state.error : null;
  useEffect(() => {
    if (failed) input.current?.focus();
  }, [failed]);

  // A finished change is reported once.
  const reported = useRef(false);
  useEffect(() => {
    if (state.phase !== 'done' || reported.current) return;
    reported.current = true;
    onDone({ outcome: state.outcome, toast: verifyingCurrent ? SUCCESS_TOASTS.emailVerified : SUCCESS_TOASTS.signInInfo });
  }, [state, verifyingCurrent, onDone]);

  function flowFor(newValue: string, verifyCurrent: boolean): VerificationFlow {
    if (channel === 'mobile') {
      return {
        init: () => initMobileNumberChange(clients, profile.id, newValue),
        poll: () => pollMobileNumberChange(clients),
        resend: (voice) => resendMobileNumberChange(clients, voice),
        confirm: (token) => confirmMobileNumberChange(clients, token),
      };
    }
    return {
      init: () => (verifyCurrent ? initEmailVerification(clients) : initEmailChange(clients, profile.id, newValue)),
      poll: () => (verifyCurrent ? pollEmailVerification(clients) : pollEmailChange(clients)),
      resend: () => resendEmailChange(clients),
    };
  }

  function submit(value: string) {
    if (state.phase !== 'editing') return;
    const next = field.flush(validate(value));
    if (next.status !== 'valid' && next.status !== 'verify') return;
    setVerifyingCurrent(next.status === 'verify');
    verification.start(flowFor(next.value, next.status === 'verify'));
  }

  function remove() {
    if (state.phase !== 'editing') return;
    field.reset();
    verification.start(flowFor('', false));
  }

  return { field, validate, verification, input, submit, remove };
}

/** Verify, 'Edit {other} instead', 'Remove this info' (when the profile may drop it) and Cancel. */
function SignInActions({
  channel,
  status,
  busy,
  removable,
  onOtherChannel,
  onRemove,
  onCancel,
}: {
  channel: SignInChannel;
  status: SignInFieldStatus;
  busy: boolean;
  removable: boolean;
  onOtherChannel: () => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="dialog-actions">
      {/* Disabled only by the field: disabling it while sending would drop focus out of the dialog. */}
      <Button variant="primary" type="submit" disabled={!signInSubmitEnabled(status, false)} aria-disabled={busy ? true : undefined}>
        {SIGN_IN_VIEW.verify}
      </Button>
      <Button onClick={onOtherChannel}>
        {channel === 'email' ? SIGN_IN_VIEW.editMobileInstead : SIGN_IN_VIEW.editEmailInstead}
      </Button>
      {removable && (
        <Button aria-disabled={busy ? true : undefined} onClick={onRemove}>
          {SIGN_IN_VIEW.remove}
        </Button>
      )}
      <Button onClick={onCancel}>
        {PROFILE_MODAL.cancel}
      </Button>
    </div>
  );
}
