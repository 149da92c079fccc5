import { useEffect, useState } from 'react';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import type { ConfirmedCard } from '../payment/logic/card-form.ts';
import { useCardEntry } from '../payment/useCardEntry.ts';
import { ACCOUNT_PATH } from '../../../../common/links.ts';
import { canContinue, canSubmit, changeCallFor, isAddOnOnlyChange, paymentSource, submitNeeds } from './logic/overlay-flow.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';
import { likelyBillLines } from './logic/order-room.ts';
import { ManageAddOnsScreen } from './ManageAddOnsScreen.tsx';
import { ManagePlanScreen } from './ManagePlanScreen.tsx';
import { OverlayHeader, titleOf } from './OverlayHeader.tsx';
import { useCheckoutCode } from './useCheckoutCode.ts';
import { useCheckoutSubmit } from './useCheckoutSubmit.ts';
import { useOverlayFlow, type OverlayData } from './useOverlayFlow.ts';
import { usePricing } from './usePricing.ts';
import { OVERLAY, providerManagedUpgradeText, submitNeedsText } from './texts.ts';
import { usePlanChangeSteps } from './usePlanChangeSteps.ts';

/**
 * The overlay's screens once its reads are in: the header, one component per screen (the acknowledgement,
 * Manage Plan, Manage Add-Ons, Checkout) and the footer's Cancel with Continue or Submit.
 */
export function OverlayScreens(props: { data: OverlayData; options: SubscriptionOverlayOptions; headingId: string; close: () => void; busy: boolean; setBusy: (busy: boolean) => void }) {
  const { data, options, headingId, busy } = props;
  const { signup, account } = data;
  const flow = useOverlayFlow(data, options);
  const { state, dispatch, screen, selection, changed, chosenPlan } = flow;
  const [wantsNewCard, setWantsNewCard] = useState(false);
  const source = paymentSource({ entry: options.entry, externallyBilled: flow.externallyBilled, hasCardOnFile: account.paymentMethod !== null, wantsNewCard, planIsFree: (chosenPlan?.basePriceCents ?? 0) === 0 });
  const checkoutCode = useCheckoutCode();
  // Codes are discounts of direct billing: a change the provider bills takes none.
  const takesCode = source !== 'provider';
  const pricing = usePricing({ checkout: screen === 'checkout', selection, code: checkoutCode.code, entry: options.entry, onCodeRefused: checkoutCode.refuse });
  // A wallet's sheet is the submit: its confirmed card goes on as a typed one would; it shows the plan's bills.
  const recurring = chosenPlan && pricing.phase === 'ready' ? { label: chosenPlan.displayName, bills: pricing.details.bills, unit: chosenPlan.unit, unitCount: chosenPlan.unitCount, managementURL: new URL(ACCOUNT_PATH, window.location.origin).href } : null;
  const card = useCardEntry({ scope: 'any', enabled: screen === 'checkout' && source === 'new-card', focusOnOpen: wantsNewCard, onWalletCard: (confirmed) => submit(confirmed), recurring });
  const payable = source !== 'new-card' || card.ready;
  const checkout = useCheckoutSubmit({ options, close: props.close, setBusy: props.setBusy });
  usePlanChangeSteps(screen, selection);
  const { close } = props;
  useEffect(() => {
    if (state.closed) close();
  }, [state.closed, close]);

  /** Submit: with the card on file, the typed card (confirmed then), or a card a wallet already confirmed. */
  function submit(walletCard?: ConfirmedCard) {
    const plan = selection.plan;
    if (!plan || !canSubmit({ state, busy, changed, payable: payable || walletCard !== undefined })) return;
    const order = { plan, addOns: selection.addOns, code: takesCode ? checkoutCode.code : null, call: changeCallFor(account.fsmState), addOnsOnly: options.entry !== 'direct' && isAddOnOnlyChange(selection, flow.current), directSignup: options.entry === 'direct' };
    // The provider confirms a new card (its failures show in the card form, with everything kept).
    void checkout.submit(order, source === 'new-card' ? async () => walletCard ?? (await card.confirm()) : null);
  }

  const submitHintId = `${headingId}-submit-hint`;
  const submitHint = busy ? null : submitNeedsText(submitNeeds({ state, changed, payable }));
  const freePlanUpgrade = flow.current.plan !== null && signup.selectablePlans.find((plan) => plan.id === flow.current.plan)?.basePriceCents === 0 && (chosenPlan?.basePriceCents ?? 0) > 0;
  return (
    <>
      <OverlayHeader headingId={headingId} title={titleOf(screen, account.displayPersistentPaywall)} onBack={() => dispatch({ type: 'back' })} onExit={() => dispatch({ type: 'exit' })} />
      <div className="overlay-body" data-screen={screen}>
        {screen === 'acknowledge' ? <p>{providerManagedUpgradeText(flow.providerName ?? account.biller)}</p> : null}
        {options.message && state.step === 0 ? <p>{options.message}</p> : null}
        {screen === 'plan' ? (
          <ManagePlanScreen headingId={headingId} plans={signup.selectablePlans} chosen={state.selection.plan} entry={options.entry} externallyBilled={flow.externallyBilled} providerName={flow.providerName} dispatch={dispatch} />
        ) : null}
        {screen === 'addon' ? <ManageAddOnsScreen plan={chosenPlan} addOns={signup.selectableAddons} chosen={state.selection.addOns} dropped={flow.dropped} dispatch={dispatch} /> : null}
        {screen === 'checkout' ? (
          <CheckoutScreen
            summary={{ headingId, changed, pricing, likelyLines: likelyBillLines({ selection, current: flow.current, creditCents: account.promotionalCredits }), now: options.now(), dropped: flow.dropped, code: takesCode ? checkoutCode : null, busy, freePlanUpgrade }}
            payment={{ headingId, source, providerName: flow.providerName, paymentMethod: account.paymentMethod, entry: options.entry, wantsNewCard, onWantsNewCard: setWantsNewCard, busy, card, walletDisabled: !canSubmit({ state, busy, changed, payable: true }) }}
            legal={{ id: `${headingId}-legal`, checked: state.legal, onChange: (checked) => dispatch({ type: 'legal', checked }), providerName: flow.providerName }}
            error={checkout.error}
            submitHint={submitHint ? { id: submitHintId, text: submitHint } : null}
          />
        ) : null}
      </div>
      <footer className="overlay-footer billing-actions">
        <button type="button" className="billing-action" onClick={() => dispatch({ type: 'exit' })} disabled={busy}>
          {OVERLAY.cancel}
        </button>
        {screen === 'checkout' ? (
          <button
            type="button"
            className="billing-action billing-action-primary"
            onClick={() => submit()}
            disabled={!canSubmit({ state, busy, changed, payable })}
            aria-describedby={submitHint ? submitHintId : undefined}
          >
            {busy ? OVERLAY.submitting : OVERLAY.submit}
          </button>
        ) : (
          <button type="button" className="billing-action billing-action-primary" onClick={() => dispatch({ type: 'continue' })} disabled={!canContinue(state)}>
            {OVERLAY.continue}
          </button>
        )}
      </footer>
    </>
  );
}
