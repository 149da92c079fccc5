import { ACCOUNT_PAGE } from '../account-billing/texts.ts';
import { managedByText } from '../core/texts.ts';
import { paymentMethodLabel } from '../core/logic/account-actions.ts';
import type { PaymentMethod } from '../core/logic/types.ts';
import { CardEntryFields } from '../payment/CardEntry.tsx';
import type { CardEntry } from '../payment/useCardEntry.ts';
import type { OverlayEntry } from '../../../lib/billing/overlay-options.ts';
import type { PaymentSource } from './logic/overlay-flow.ts';
import { CheckoutCodeField } from './CheckoutCodeField.tsx';
import { DroppedNotes } from './DroppedNotes.tsx';
import { PricedOrder, PricingRoom } from './PricedOrder.tsx';
import type { CheckoutCodeState } from './useCheckoutCode.ts';
import type { Pricing } from './usePricing.ts';
import { OVERLAY, providerBillsChangeText, providerLegalText } from './texts.ts';

type SummaryProps = Parameters<typeof OrderSummary>[0];
type PaymentProps = Parameters<typeof CheckoutPayment>[0];

/**
 * Checkout: the order summary as the server priced it (with the code field), how it is paid, the legal box,
 * the last failure of a submit, and why Submit is disabled.
 */
export function CheckoutScreen({
  summary,
  payment,
  legal,
  error,
  submitHint,
}: {
  summary: SummaryProps;
  payment: PaymentProps;
  legal: { id: string; checked: boolean; onChange: (checked: boolean) => void; providerName: string | null };
  error: string | null;
  /** Why Submit is disabled, when it is (and not while a submit is in flight). */
  submitHint: { id: string; text: string } | null;
}) {
  return (
    <>
      <OrderSummary {...summary} />
      <CheckoutPayment {...payment} />
      <label className="overlay-legal" htmlFor={legal.id}>
        <input id={legal.id} type="checkbox" checked={legal.checked} onChange={(event) => legal.onChange(event.target.checked)} />
        <span>{payment.source === 'provider' && legal.providerName ? providerLegalText(legal.providerName) : OVERLAY.legal}</span>
      </label>
      {error ? (
        <p className="billing-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* Why Submit is disabled, said beside it (and read with it). */}
      {submitHint ? (
        <p id={submitHint.id} className="billing-note overlay-submit-hint">
          {submitHint.text}
        </p>
      ) : null}
    </>
  );
}

/** The order summary: the priced order (or why it is not), what the plan leaves out, the code field, the notes. */
function OrderSummary(props: {
  headingId: string;
  changed: boolean;
  pricing: Pricing;
  /** How many lines each bill will likely have, for the room kept before the first answer. */
  likelyLines: readonly number[];
  now: Date;
  dropped: readonly string[];
  /** The code field's state, when the change takes a code (not one a provider bills). */
  code: CheckoutCodeState | null;
  busy: boolean;
  freePlanUpgrade: boolean;
}) {
  const { headingId, pricing, code } = props;
  return (
    <section aria-labelledby={`${headingId}-summary`} className="overlay-summary">
      <h3 id={`${headingId}-summary`}>{OVERLAY.summary}</h3>
      {!props.changed ? <p className="billing-note">{OVERLAY.unchanged}</p> : null}
      {pricing.phase === 'loading' ? <PricingRoom status={OVERLAY.pricing} held={pricing.held} likelyLines={props.likelyLines} now={props.now} /> : null}
      {pricing.phase === 'failed' && pricing.message ? (
        <p className="billing-error" role="alert">
          {pricing.message}
        </p>
      ) : null}
      {pricing.phase === 'ready' ? <PricedOrder details={pricing.details} now={props.now} /> : null}
      <DroppedNotes texts={props.dropped} />
      {code ? <CheckoutCodeField code={code.code} error={code.codeError} disabled={props.busy} onApply={code.apply} onRemove={code.remove} onError={code.refuse} /> : null}
      <p className="billing-note">{ACCOUNT_PAGE.taxes}</p>
      {props.freePlanUpgrade ? <p className="billing-note">{OVERLAY.freePlanUpgrade}</p> : null}
    </section>
  );
}

/** How the change is paid: by the provider, with the card on file or a new card (the card form). */
function CheckoutPayment(props: {
  headingId: string;
  source: PaymentSource;
  providerName: string | null;
  paymentMethod: PaymentMethod | null;
  entry: OverlayEntry;
  wantsNewCard: boolean;
  onWantsNewCard: (wants: boolean) => void;
  busy: boolean;
  card: CardEntry;
  walletDisabled: boolean;
}) {
  const { headingId, source, providerName, paymentMethod, wantsNewCard, busy } = props;
  if (source === 'none') return null;
  return (
    <section aria-labelledby={`${headingId}-payment`} className="overlay-summary">
      <h3 id={`${headingId}-payment`}>{OVERLAY.payment}</h3>
      {source === 'provider' && providerName ? (
        <>
          <p>{providerBillsChangeText(providerName)}</p>
          <p className="billing-note">{managedByText(providerName)}</p>
        </>
      ) : null}
      {paymentMethod && source !== 'provider' && props.entry !== 'direct' ? (
        <fieldset className="overlay-pay-with">
          <legend className="visually-hidden">{OVERLAY.payWith}</legend>
          <label>
            <input type="radio" name={`${headingId}-pay`} checked={!wantsNewCard} onChange={() => props.onWantsNewCard(false)} disabled={busy} />
            <span>{paymentMethodLabel(paymentMethod)}</span>
          </label>
          <label>
            <input type="radio" name={`${headingId}-pay`} checked={wantsNewCard} onChange={() => props.onWantsNewCard(true)} disabled={busy} />
            <span>{OVERLAY.newCard}</span>
          </label>
        </fieldset>
      ) : null}
      {source === 'new-card' ? <CardEntryFields entry={props.card} capacityNote={OVERLAY.cardOnlyNote} walletDisabled={props.walletDisabled} /> : null}
    </section>
  );
}
