import { useQuery } from '@apollo/client/react';
import { PreferencesDocument } from '../../../../generated/graphql/documents/PreferencesDocument.ts';
import { Dialog } from '../../../kit/Dialog.tsx';
import { PreferenceToggle, toggleValue } from '../../../kit/PreferenceToggle.tsx';
import { DO_NOT_SELL_LABEL, DO_NOT_SELL_PREFERENCE } from '../../../kit/PrivacyChoices.tsx';
import { useModals } from '../../../kit/ShellProvider.tsx';
import { useUserDetails } from '../core/useUserDetails.ts';
import { paymentActions, paymentMethodLabel } from '../core/logic/account-actions.ts';
import { deactivatedSettingsSections } from './logic/deactivated-settings.ts';
import { PAYMENT_TEXTS } from '../core/texts.ts';
import { DEACTIVATED_SETTINGS } from './texts.ts';
import { BillingHistorySection } from '../account-billing/BillingHistorySection.tsx';
import { BillingReadFailure } from '../core/BillingReadFailure.tsx';
import { RemovePaymentMethod } from '../payment/RemovePaymentMethod.tsx';

function DeactivatedSettings() {
  const { state, reload } = useUserDetails();
  const preferences = useQuery(PreferencesDocument);
  if (state.loading) return <p aria-busy="true">{DEACTIVATED_SETTINGS.loading}</p>;
  if (state.outcome.kind !== 'success') return <BillingReadFailure outcome={state.outcome} onRetry={reload} />;
  const details = state.outcome.result;
  return (
    <>
      {deactivatedSettingsSections(details).map((section) => {
        switch (section) {
          case 'privacy':
            return (
              <section key={section} className="billing-section" aria-label={DEACTIVATED_SETTINGS.privacy}>
                <h3>{DEACTIVATED_SETTINGS.privacy}</h3>
                <PreferenceToggle
                  name={DO_NOT_SELL_PREFERENCE}
                  label={DO_NOT_SELL_LABEL}
                  value={toggleValue(preferences.data?.preferences, DO_NOT_SELL_PREFERENCE)}
                />
              </section>
            );
          case 'payment':
            return (
              <section key={section} className="billing-section" aria-label={DEACTIVATED_SETTINGS.payment}>
                <h3>{DEACTIVATED_SETTINGS.payment}</h3>
                <p>{details.paymentMethod ? paymentMethodLabel(details.paymentMethod) : PAYMENT_TEXTS.noPaymentInfo}</p>
                {details.paymentMethod && paymentActions(details).remove ? <RemovePaymentMethod method={details.paymentMethod} onRemoved={reload} /> : null}
              </section>
            );
          case 'history':
            return <BillingHistorySection key={section} details={details} />;
        }
      })}
    </>
  );
}

/**
 * Opens the deactivated account's settings: privacy setting, payment details (with 'Remove payment method' for a
 * card a direct biller holds), and billing history when there is some.
 */
export function useDeactivatedSettingsModal(): () => void {
  const modals = useModals();
  return () => {
    if (modals.has('deactivated_account_settings')) return;
    modals.push({
      type: 'deactivated_account_settings',
      render: (close) => (
        <Dialog title={DEACTIVATED_SETTINGS.title} onClose={close} initialFocus="panel">
          <DeactivatedSettings />
        </Dialog>
      ),
    });
  };
}
