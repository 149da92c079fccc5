import { useModals } from '../../../kit/ShellProvider.tsx';
import { pushSubscriptionOverlay } from '../overlay/push-overlay.tsx';
import { PaymentMethodActions } from '../payment/PaymentMethodActions.tsx';
import { AgentPaymentAction } from '../payment/AgentPaymentAction.tsx';
import { BILLER_NAMES, isExternalBiller, paymentMethodLabel, paymentStatusText, switchToDirectOffer } from '../core/logic/account-actions.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { ProviderManagementLinks } from '../core/ProviderManagementLinks.tsx';
import { ACCOUNT_PAGE, paidBySponsorText } from './texts.ts';
import { managedByText, PAYMENT_TEXTS } from '../core/texts.ts';
import { switchToDirectText } from '../overlay/texts.ts';

/** The payment: the method on file (or who manages it), its actions, and the offer to switch to direct billing. */
export function PaymentSection({ details, now, onChanged }: { details: UserDetails; now: Date; onChanged: () => void }) {
  const modals = useModals();
  const offer = switchToDirectOffer(details);
  const status = paymentStatusText(details.paymentStatus);
  return (
    <section className="billing-section" aria-labelledby="billing-payment">
      <h2 id="billing-payment">{ACCOUNT_PAGE.payment}</h2>
      {isExternalBiller(details.biller) ? (
        <>
          <p>{managedByText(BILLER_NAMES[details.biller])}</p>
          <ProviderManagementLinks biller={details.biller} />
        </>
      ) : details.paymentMethod ? (
        <p className="billing-card">
          {paymentMethodLabel(details.paymentMethod)}
          {details.paymentMethod.expiry ? <span className="billing-note"> · {details.paymentMethod.expiry}</span> : null}
          {status ? <strong className="billing-payment-status"> {status}</strong> : null}
        </p>
      ) : details.sponsor && details.fsmState !== 'deactivated' ? (
        <p>{paidBySponsorText(details.sponsor.name)}</p>
      ) : (
        <p>{PAYMENT_TEXTS.noPaymentInfo}</p>
      )}
      <PaymentMethodActions details={details} onChanged={onChanged} />
      <AgentPaymentAction details={details} onChanged={onChanged} />
      {offer ? (
        <p className="billing-offer">
          {/* Checkout on the current plan with a new card, stored as a direct sign-up. */}
          <button
            type="button"
            className="billing-action"
            onClick={() => pushSubscriptionOverlay(modals, { entry: 'direct', now: () => now, onChanged, message: switchToDirectText(offer.saving) })}
          >
            {offer.label}
          </button>
          {offer.saving ? <strong> {offer.saving}</strong> : null}
        </p>
      ) : null}
    </section>
  );
}
