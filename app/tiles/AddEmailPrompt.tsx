import { Link } from 'react-router-dom';
import { PATHS } from '../lib/routing/routes.ts';
import { Dialog } from '../shell/Dialog.tsx';
import type { ModalApi } from '../shell/ShellProvider.tsx';

export const ADD_EMAIL_TITLE = 'Add an email to your account';

/** Uncredentialed users get this prompt instead of saving or favoriting. */
export function pushAddEmailPrompt(modals: ModalApi, purpose: 'save' | 'favorite'): void {
  const what = purpose === 'save' ? 'save shows' : 'favorite channels';
  modals.push({
    type: 'uncredentialed_email_sign_up',
    render: (close) => (
      <Dialog title={ADD_EMAIL_TITLE} onClose={close}>
        <p>Add an email to your account to {what}.</p>
        <p>
          <Link to={PATHS.account} onClick={close}>
            Add email
          </Link>
        </p>
      </Dialog>
    ),
  });
}
