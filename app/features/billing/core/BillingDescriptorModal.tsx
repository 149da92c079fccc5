import { useCallback } from 'react';
import { Dialog } from '../../../kit/Dialog.tsx';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { useModals } from '../../../kit/ShellProvider.tsx';
import { descriptorText, unavailablePackageText, type ActionDescriptor } from './logic/billing-descriptor.ts';
import { BILLING_DESCRIPTOR } from './texts.ts';
import { ProviderManagementLinks } from './ProviderManagementLinks.tsx';

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

/**
 * Shows the descriptors an action meets first (logic/billing-descriptor.ts descriptorsBefore), one after the
 * other: Continue on the last one carries out the action; the other button, Escape or the close button stop
 * there. With no descriptor the action goes ahead at once.
 */
export function useDescriptorsBefore(): (descriptors: readonly ActionDescriptor[], proceed: () => void) => void {
  const modals = useModals();
  return useCallback(
    (descriptors, proceed) => {
      const show = (index: number) => {
        const descriptor = descriptors[index];
        if (!descriptor) return proceed();
        if (modals.has('billing_descriptor')) return;
        const text = descriptorText(descriptor);
        modals.push({
          type: 'billing_descriptor',
          render: (close) => (
            <Dialog title={text.title} onClose={close} panelClassName="billing-descriptor">
              <p>{text.body}</p>
              {descriptor.kind === 'provider-managed' ? <ProviderManagementLinks biller={descriptor.provider} /> : null}
              <div className="billing-actions">
                <button type="button" className="billing-action" onClick={close}>
                  {text.dismiss}
                </button>
                <button
                  type="button"
                  className="billing-action billing-action-primary"
                  onClick={() => {
                    close();
                    show(index + 1);
                  }}
                >
                  {text.proceed}
                </button>
              </div>
            </Dialog>
          ),
        });
      };
      show(0);
    },
    [modals],
  );
}
