import { useCallback } from 'react';
import { Dialog } from '../../../shell/Dialog.tsx';
import { SUPPORT_URL } from '../../../shell/ErrorPage.tsx';
import { useModals } from '../../../shell/ShellProvider.tsx';
import { unavailablePackageText } from '../logic/billing-descriptor.ts';
import { BILLING_DESCRIPTOR } from '../texts.ts';

/** Opens the unavailable-package billing descriptor naming `code` (107 when none is given); Exit closes it. */
export function useUnavailablePackageModal(): (code?: number) => void {
  const modals = useModals();
  return useCallback(
    (code) => {
      if (modals.has('billing_descriptor')) return;
      const text = unavailablePackageText(code);
      modals.push({
        type: 'billing_descriptor',
        render: (close) => (
          <Dialog title={BILLING_DESCRIPTOR.unavailableTitle} onClose={close}>
            <p>
              {text.before}
              <a href={SUPPORT_URL}>{text.link}</a>
              {text.after}
            </p>
            <button type="button" className="billing-action" onClick={close}>
              {BILLING_DESCRIPTOR.exit}
            </button>
          </Dialog>
        ),
      });
    },
    [modals],
  );
}
