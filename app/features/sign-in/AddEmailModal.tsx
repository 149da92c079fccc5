import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { profileCall } from '../../api/rest/profile-outcome.ts';
import { secureSiteUrl } from '../../config/environment.ts';
import { useRestClients } from '../../api/rest/RestProvider.tsx';
import { initEmailChange, pollEmailChange, resendEmailChange } from '../../kit/verification/sign-in-calls.ts';
import { addEmailContinueEnabled, addEmailEnterSubmits, EMAIL_DEBOUNCE_MS, validateEmail, type SignInFieldStatus } from '../../lib/account/sign-in-fields.ts';
import { ADD_EMAIL_FORM, ADD_EMAIL_TEXTS, VERIFICATION_ERRORS, VERIFICATION_TOASTS, type AddEmailPurpose } from '../../lib/account/sign-in-texts.ts';
import { Dialog } from '../../kit/Dialog.tsx';
import { useToasts } from '../../kit/ShellProvider.tsx';
import { useDebouncedStatus } from '../../kit/verification/useDebouncedStatus.ts';
import { useVerification } from '../../kit/verification/useVerification.ts';
import { ValidatedField } from '../../kit/verification/ValidatedField.tsx';
import { VerifyingPanel } from '../../kit/verification/VerifyingPanel.tsx';
import '../../kit/verification/verification.css';
import { Button } from '../../kit/Button.tsx';

// The product's legal pages, on its secure web site like the footer's.
const TERMS_URL = secureSiteUrl('/terms');
const PRIVACY_URL = secureSiteUrl('/privacy');

/**
 * The add-email / sign-up modal of an uncredentialed user: an email and the terms checkbox, then the
 * verifying state in place of the form (a confirmation link was sent; the client polls until it is opened).
 * Continue is enabled only with the terms ticked and a valid email; Enter submits only with the terms ticked.
 * The email goes to the signed-in profile (the account's primary profile for a visitor).
 */
export default function AddEmailModal({ purpose, onClose, onAdded }: { purpose: AddEmailPurpose; onClose: () => void; onAdded?: () => void }) {
  const texts = ADD_EMAIL_TEXTS[purpose];
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const { field, validate, verification, input, message, submit } = useAddEmail(onClose, onAdded);
  const { state } = verification;

  return (
    <Dialog title={texts.title} onClose={onClose} panelClassName="add-email-dialog">
      {state.phase === 'verifying' ? (
        <VerifyingPanel
          channel="email"
          state={state}
          onResend={verification.resend}
          onConfirm={() => undefined}
          onEdit={() => {
            field.reset();
            verification.edit();
          }}
        />
      ) : (
        <form
          className="sign-in-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(email, terms);
          }}
        >
          <p>{texts.intro}</p>
          <ValidatedField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            field={field}
            validate={validate}
            message={message}
            inputRef={input}
            className="sign-in-field"
            errorClassName="sign-in-error"
            messageLineClassName="sign-in-message"
            onKeyDown={(event) => {
              // Enter submits only with the terms ticked.
              if (event.key === 'Enter' && !addEmailEnterSubmits(terms)) event.preventDefault();
            }}
          />
          <TermsAndActions
            terms={terms}
            onTermsChange={setTerms}
            continueEnabled={addEmailContinueEnabled({ termsAccepted: terms, field: field.status, submitting: state.phase !== 'editing' })}
            onClose={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}

/** The email's status and its verification: the focus on a failed send, the one finish (toast, refetch, close). */
function useAddEmail(onClose: () => void, onAdded?: () => void) {
  const clients = useRestClients();
  const apollo = useApolloClient();
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);
  const field = useDebouncedStatus(EMAIL_DEBOUNCE_MS);
  const verification = useVerification();
  const { state } = verification;
  const validate = (input: string): SignInFieldStatus => validateEmail(input, { saved: null, savedConfirmed: false, primary: true });

  // A failed send comes back to the form: focus returns to the email, with the message beside it.
  const input = useRef<HTMLInputElement>(null);
  const failed = state.phase === 'editing' ? state.error : null;
  useEffect(() => {
    if (failed) input.current?.focus();
  }, [failed]);

  const finished = useRef(false);
  useEffect(() => {
    if (state.phase !== 'done' || finished.current) return;
    finished.current = true;
    toasts.show(VERIFICATION_TOASTS.signInInfo);
    // The user is credentialed now: everything that read the account reads it again (navigation, menus).
    void apollo.refetchQueries({ include: 'active' });
    onAdded?.();
    onClose();
  }, [state.phase, toasts, apollo, onAdded, onClose]);

  async function submit(email: string, terms: boolean) {
    const next = field.flush(validate(email));
    if (!addEmailContinueEnabled({ termsAccepted: terms, field: next, submitting: state.phase !== 'editing' }) || next.status !== 'valid') return;
    setError(null);
    const profiles = await profileCall(() => clients.profile.GET('/user/profiles/list.json'), VERIFICATION_ERRORS.saveEmail);
    const profile = profiles.kind === 'success' ? profiles.data.profiles.find((candidate) => candidate.loggedIn) : undefined;
    if (!profile) return setError(profiles.kind === 'failure' ? profiles.message : VERIFICATION_ERRORS.saveEmail);
    verification.start({
      init: () => initEmailChange(clients, profile.id, next.value),
      poll: () => pollEmailChange(clients),
      resend: () => resendEmailChange(clients),
    });
  }

  const message = (state.phase === 'editing' ? state.error : null) ?? error;

  return { field, validate, verification, input, message, submit };
}

/** The terms checkbox, the legal links, Continue and Cancel. */
function TermsAndActions({
  terms,
  onTermsChange,
  continueEnabled,
  onClose,
}: {
  terms: boolean;
  onTermsChange: (terms: boolean) => void;
  continueEnabled: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <label className="sign-in-terms">
        <input type="checkbox" checked={terms} onChange={(event) => onTermsChange(event.target.checked)} />
        {ADD_EMAIL_FORM.terms}
      </label>
      <p className="sign-in-note">
        <a href={TERMS_URL} target="_blank" rel="noreferrer">
          {ADD_EMAIL_FORM.termsLink}
        </a>
        {' · '}
        <a href={PRIVACY_URL} target="_blank" rel="noreferrer">
          {ADD_EMAIL_FORM.privacyLink}
        </a>
      </p>
      <div className="sign-in-actions">
        <Button variant="primary" type="submit" disabled={!continueEnabled}>
          {ADD_EMAIL_FORM.continue}
        </Button>
        <Button onClick={onClose}>
          {ADD_EMAIL_FORM.cancel}
        </Button>
      </div>
    </>
  );
}
