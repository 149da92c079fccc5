import { useState } from 'react';
import { TOKEN_DEBOUNCE_MS, validateToken, VERIFICATION_CODE_LENGTH } from '../../lib/account/sign-in-fields.ts';
import { SIGN_IN_VIEW } from '../../lib/account/sign-in-texts.ts';
import type { VerificationState } from '../../lib/account/verification.ts';
import { useFocusOnMount } from '../hooks.ts';
import { useDebouncedStatus } from './useDebouncedStatus.ts';
import { ValidatedField } from './ValidatedField.tsx';
import './verification.css';
import { Button } from '../Button.tsx';

type Verifying = Extract<VerificationState, { phase: 'verifying' }>;

/** A phone's 6-digit code, validated 1000 ms after typing, at once on blur and on submit. */
function CodeForm({ state, onConfirm }: { state: Verifying; onConfirm: (token: string) => void }) {
  const [token, setToken] = useState('');
  const tokenStatus = useDebouncedStatus(TOKEN_DEBOUNCE_MS);
  return (
    <form
      className="sign-in-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = tokenStatus.flush(validateToken(token));
        if (next.status === 'valid') onConfirm(next.value);
      }}
    >
      <ValidatedField
        label={SIGN_IN_VIEW.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH + 4}
        value={token}
        onValueChange={setToken}
        field={tokenStatus}
        validate={validateToken}
        message={state.error}
        className="sign-in-field"
        errorClassName="sign-in-error"
        messageLineClassName="sign-in-message"
      />
      {/* Not disabled while a code is checked (focus would leave the dialog); a second submit is ignored. */}
      <Button variant="primary" type="submit" aria-disabled={state.busy !== null ? true : undefined}>
        {SIGN_IN_VIEW.submitCode}
      </Button>
    </form>
  );
}

/**
 * The verifying state of a sign-in change: what was sent, a wait while the client polls, the resend option
 * once it is due (and a voice call for a phone), and for a phone the 6-digit code (validated 1000 ms after
 * typing, at once on blur and submit).
 */
export function VerifyingPanel({
  channel,
  state,
  onResend,
  onConfirm,
  onEdit,
}: {
  channel: 'email' | 'mobile';
  state: Verifying;
  onResend: (voice: boolean) => void;
  onConfirm: (token: string) => void;
  onEdit: () => void;
}) {
  // The form that was sent is gone: focus moves to this view's heading, so it stays in the dialog.
  const heading = useFocusOnMount<HTMLHeadingElement>();

  return (
    <div className="sign-in-verifying" aria-busy={state.busy !== null}>
      <h3 className="sign-in-heading" ref={heading} tabIndex={-1}>{channel === 'email' ? SIGN_IN_VIEW.checkEmail : SIGN_IN_VIEW.checkPhone}</h3>
      {state.notice && <p role="status">{state.notice}</p>}
      <p className="sign-in-note">{SIGN_IN_VIEW.waiting}</p>
      {channel === 'mobile' && (
        <CodeForm state={state} onConfirm={onConfirm} />
      )}
      {/* A phone's message is the code field's; an email's has a line of its own, kept when it clears, so the
          (centered) dialog does not move under the pointer. */}
      {channel === 'email' && (
        <div className="sign-in-message">
          {state.error && (
            <p className="sign-in-error" role="alert">
              {state.error}
            </p>
          )}
        </div>
      )}
      <div className="sign-in-actions">
        {state.resendShown && (
          <>
            <Button onClick={() => onResend(false)}>
              {SIGN_IN_VIEW.resend}
            </Button>
            {channel === 'mobile' && (
              <Button onClick={() => onResend(true)}>
                {SIGN_IN_VIEW.callMe}
              </Button>
            )}
          </>
        )}
        <Button onClick={onEdit}>
          {SIGN_IN_VIEW.changeValue}
        </Button>
      </div>
    </div>
  );
}
