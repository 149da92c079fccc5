import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { BillLines } from '../core/BillLines.tsx';
import { SURGE_MESSAGE, type BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { appPathOf } from '../../../lib/routing/app-path.ts';
import { Dialog } from '../../../kit/Dialog.tsx';
import { useToasts } from '../../../kit/ShellProvider.tsx';
import { changeSubscription, loadSignupDetails, loadUpgradeDetails, loadUserDetails, storeSubscriptionDetails } from '../core/calls.ts';
import { CardEntryFields } from '../payment/CardEntry.tsx';
import type { ConfirmedCard } from '../payment/open-card-form.ts';
import { useCardEntry } from '../payment/useCardEntry.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { BILLER_NAMES, currentPlan, isExternalBiller, paymentMethodLabel } from '../core/logic/account-actions.ts';
import { billDueText } from '../core/logic/bill-texts.ts';
import { formatCents, periodPriceText } from '../core/logic/price-text.ts';
import { CheckoutCodeField } from './CheckoutCodeField.tsx';
import { addOnChannelPreview, AND_MORE, planCardFacts } from './logic/product-card.ts';
import {
  canContinue,
  canSubmit,
  changeBody,
  changeCallFor,
  droppedAddOns,
  effectiveSelection,
  hasChange,
  initialOverlayState,
  isAddOnOnlyChange,
  newCardChangeBody,
  overlayFlow,
  overlayTransition,
  paymentSource,
  planRefusedByProvider,
  screenOf,
  storeDetailsBody,
  submitNeeds,
  supportedAddOns,
  upgradeDetailsBody,
  upgradeDetailsQuery,
  withPreselected,
  type CheckoutCode,
  type OverlayScreen,
  type OverlaySelection,
  type OverlayState,
} from './logic/overlay-flow.ts';
import type { PlanId, ProductItem, SignupDetails, SubscribeRequest, UpgradeDetails, UserDetails } from '../core/logic/types.ts';
import { ACCOUNT_PAGE } from '../account-billing/texts.ts';
import { managedByText, SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { droppedAddOnText, OVERLAY, providerBillsChangeText, providerCannotBillText, providerLegalText, providerManagedUpgradeText, submitNeedsText } from './texts.ts';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import './overlay.css';

type Loaded = { signup: SignupDetails; account: UserDetails };
type Load = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; data: Loaded };
type Pricing = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; details: UpgradeDetails };

/** Answers to a priced order that are about the code typed in Checkout: invalid or expired, not for the plan. */
const CODE_REFUSALS: readonly number[] = [1250, 1253];

/** The history entry the overlay pushes, so the browser's Back closes it. */
const HISTORY_MARK = 'subscriptionOverlay';
function ownsHistoryEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && HISTORY_MARK in state;
}

/** What the account has now: its plan and the add-ons that stay past the next bill. */
function currentSelection(account: UserDetails): OverlaySelection {
  const plan = currentPlan(account);
  return {
    plan: (plan?.id as PlanId | undefined) ?? null,
    addOns: account.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id),
  };
}

/** A failed answer's text on a screen: a stale one opens 'Data Update in Progress' instead; a surge shows the capacity text. */
function useFailureText() {
  const failure = useBillingFailure();
  return useCallback(
    (outcome: Exclude<BillingOutcome<unknown>, { kind: 'success' }>): string | null => (outcome.kind === 'surge' ? SURGE_MESSAGE : failure(outcome)),
    [failure],
  );
}

/**
 * The subscription overlay: Manage Plan ('Select Plan' on the persistent paywall), Manage Add-Ons and
 * Checkout, with the header's back and exit and the footer's Cancel, Continue and Submit
 * (logic/overlay.ts). It reads GET /billing/signup_details and /billing/user_details when it opens, prices
 * the selection with POST /billing/upgrade_details on Checkout, and submits it with the card on file or a
 * new card entered in Checkout (update_subscription for a running subscription, subscribe otherwise). A new
 * card is confirmed with the provider, its checkout stored (POST /billing/store_subscription_details), then
 * sent with its payment method and zip. Opened to switch to direct billing, it goes straight to Checkout
 * with the current plan and a new card, stored as a direct sign-up. It pushes a browser history entry, and
 * Back closes it.
 */
export default function SubscriptionOverlay({ options, onClose }: { options: SubscriptionOverlayOptions; onClose: () => void }) {
  const clients = useRestClients();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const failureText = useFailureText();

  useEffect(() => {
    let live = true;
    void Promise.all([loadSignupDetails(clients), loadUserDetails(clients)]).then(([signup, account]) => {
      if (!live) return;
      if (signup.kind !== 'success') return setLoad({ phase: 'failed', message: failureText(signup) ?? '' });
      if (account.kind !== 'success') return setLoad({ phase: 'failed', message: failureText(account) ?? '' });
      setLoad({ phase: 'ready', data: { signup: signup.result, account: account.result } });
    });
    return () => {
      live = false;
    };
  }, [clients, failureText]);

  // Its own history entry: Back closes the overlay; closing it otherwise steps back off the entry.
  const closedRef = useRef(false);
  useEffect(() => {
    if (!ownsHistoryEntry()) window.history.pushState({ ...(window.history.state as object | null), [HISTORY_MARK]: true }, '');
    const onPop = () => {
      if (closedRef.current) return;
      closedRef.current = true;
      onClose();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [onClose]);
  const close = useCallback(() => {
    if (closedRef.current) return;
    closedRef.current = true;
    onClose();
    // Step back off the overlay's own entry (its popstate then finds the overlay closed).
    if (ownsHistoryEntry()) window.history.back();
  }, [onClose]);

  const headingId = useId();
  const [busy, setBusy] = useState(false);
  // One dialog for every phase, so focus returns to the control that opened the overlay when it closes.
  return (
    <Dialog labelledBy={headingId} onClose={close} hideClose persistent={busy} panelClassName="subscription-overlay">
      {load.phase === 'ready' ? (
        <OverlayScreens data={load.data} options={options} headingId={headingId} close={close} busy={busy} setBusy={setBusy} />
      ) : (
        <>
          <OverlayHeader headingId={headingId} title={loadingTitle(options.entry)} onBack={close} onExit={close} />
          <div className="overlay-body" aria-busy={load.phase === 'loading'}>
            {load.phase === 'loading' ? (
              <p role="status">{OVERLAY.loading}</p>
            ) : (
              <p className="billing-error" role="alert">
                {load.message}
              </p>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}

function OverlayHeader({ headingId, title, onBack, onExit }: { headingId: string; title: string; onBack: () => void; onExit: () => void }) {
  const back = useRef<HTMLButtonElement>(null);
  // The screens replace the loading view's header: focus stays in the overlay, on its first control.
  useEffect(() => {
    const panel = back.current?.closest('[role="dialog"]');
    if (panel && !panel.contains(document.activeElement)) back.current?.focus();
  }, []);
  return (
    <header className="overlay-header">
      <button ref={back} type="button" className="overlay-icon-button" onClick={onBack} aria-label={OVERLAY.back}>
        <span aria-hidden="true">←</span>
      </button>
      <h2 id={headingId}>{title}</h2>
      <button type="button" className="overlay-icon-button" onClick={onExit} aria-label={OVERLAY.exit}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}

function loadingTitle(entry: SubscriptionOverlayOptions['entry']): string {
  return entry === 'plan' ? OVERLAY.managePlan : entry === 'addon' ? OVERLAY.manageAddOns : OVERLAY.checkout;
}

function titleOf(screen: OverlayScreen, persistentPaywall: boolean): string {
  switch (screen) {
    case 'acknowledge':
      return OVERLAY.acknowledge;
    case 'plan':
      return persistentPaywall ? OVERLAY.selectPlan : OVERLAY.managePlan;
    case 'addon':
      return OVERLAY.manageAddOns;
    case 'checkout':
      return OVERLAY.checkout;
  }
}

function OverlayScreens({
  data,
  options,
  headingId,
  close,
  busy,
  setBusy,
}: {
  data: Loaded;
  options: SubscriptionOverlayOptions;
  headingId: string;
  close: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const { signup, account } = data;
  const clients = useRestClients();
  const toasts = useToasts();
  const failureText = useFailureText();
  const current = useMemo(() => currentSelection(account), [account]);
  const [state, dispatch] = useReducer(overlayTransition, undefined, (): OverlayState =>
    initialOverlayState(overlayFlow(options.entry, account.biller, current.plan !== null), withPreselected(current, options.preselect ?? [], signup)),
  );
  const [priced, setPriced] = useState<{ key: string; pricing: Pricing } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const screen = screenOf(state);
  const selection = useMemo(() => effectiveSelection(state.selection, signup), [state.selection, signup]);
  const changed = hasChange(options.entry, selection, current);
  const chosenPlan = signup.selectablePlans.find((plan) => plan.id === selection.plan);
  const externallyBilled = isExternalBiller(account.biller);
  const providerName = externallyBilled ? BILLER_NAMES[account.biller] : null;
  // Add-ons the chosen plan leaves out (it includes them, or does not offer them): said on Manage Add-Ons and in Checkout.
  const dropped = droppedAddOns(state.selection, signup).map(({ addOn, reason }) => droppedAddOnText(addOn.displayName, chosenPlan?.displayName ?? '', reason));
  const [wantsNewCard, setWantsNewCard] = useState(false);
  const source = paymentSource({
    entry: options.entry,
    externallyBilled,
    hasCardOnFile: account.paymentMethod !== null,
    wantsNewCard,
    planIsFree: (chosenPlan?.basePriceCents ?? 0) === 0,
  });
  const card = useCardEntry({
    scope: 'any',
    enabled: screen === 'checkout' && source === 'new-card',
    focusOnOpen: wantsNewCard,
    // A wallet's sheet is the submit: its confirmed card goes on as a typed one would.
    onWalletCard: (confirmed) => void submit(confirmed),
  });
  const payable = source !== 'new-card' || card.ready;
  // A code typed in Checkout (a coupon the server prices with the order), and why one could not be used.
  const [code, setCode] = useState<CheckoutCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  // Codes are discounts of direct billing: a change the provider bills takes none.
  const takesCode = source !== 'provider';
  const pricingKey = JSON.stringify([upgradeDetailsBody(selection), upgradeDetailsQuery({ code, entry: options.entry })]);
  // The summary shown is the one priced for the selection (and code) as it is now.
  const pricing: Pricing = priced?.key === pricingKey ? priced.pricing : { phase: 'loading' };

  useEffect(() => {
    if (state.closed) close();
  }, [state.closed, close]);

  // Checkout prices the selection (again whenever it or the code changes): every amount it shows is the server's.
  useEffect(() => {
    if (screen !== 'checkout') return;
    const [body, query] = JSON.parse(pricingKey) as [Record<string, true>, ReturnType<typeof upgradeDetailsQuery>];
    if (Object.keys(body).length === 0) return;
    let live = true;
    void loadUpgradeDetails(clients, body, query).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'success') return setPriced({ key: pricingKey, pricing: { phase: 'ready', details: outcome.result } });
      if (query.coupon !== undefined && outcome.kind === 'failure' && outcome.code !== undefined && CODE_REFUSALS.includes(outcome.code)) {
        // The code cannot go with this order (expired, not for this plan): said by the field, and priced without it.
        setCodeError(outcome.message);
        setCode(null);
        return;
      }
      setPriced({ key: pricingKey, pricing: { phase: 'failed', message: failureText(outcome) ?? '' } });
    });
    return () => {
      live = false;
    };
  }, [screen, pricingKey, clients, failureText]);

  /** Submit: with the card on file, the typed card (confirmed here), or a card a wallet already confirmed. */
  async function submit(walletCard?: ConfirmedCard) {
    const plan = selection.plan;
    if (!plan || !canSubmit({ state, busy, changed, payable: payable || walletCard !== undefined })) return;
    setBusy(true);
    setError(null);
    try {
      const sentCode = takesCode ? code : null;
      let body: SubscribeRequest = changeBody({ plan, addOns: selection.addOns, code: sentCode });
      if (source === 'new-card') {
        // The provider confirms the card (its failures show in the card form, with everything kept).
        const confirmed = walletCard ?? (await card.confirm());
        if (!confirmed) return;
        const stored = await storeSubscriptionDetails(
          clients,
          storeDetailsBody({ setupIntentId: confirmed.setupIntentId, zip: confirmed.zip, plan, addOns: selection.addOns, directSignup: options.entry === 'direct', code: sentCode }),
        );
        if (stored.kind !== 'success') return setError(failureText(stored));
        body = newCardChangeBody({ plan, addOns: selection.addOns, paymentMethod: confirmed.paymentMethodId, zip: confirmed.zip, code: sentCode });
      }
      const outcome = await changeSubscription(clients, changeCallFor(account.fsmState), body, options.entry !== 'direct' && isAddOnOnlyChange(selection, current));
      if (outcome.kind !== 'success') return setError(failureText(outcome));
      toasts.show(SUBSCRIPTION_UPDATED_TOAST);
      options.onChanged?.();
      close();
      // An upgrade from browse goes on where it was asked for, read afresh with the new plan.
      const goOn = appPathOf(options.postAddOnURL, window.location.origin);
      if (goOn) window.location.assign(goOn);
    } finally {
      setBusy(false);
    }
  }

  const legalId = `${headingId}-legal`;
  const submitHintId = `${headingId}-submit-hint`;
  const submitHint = busy ? null : submitNeedsText(submitNeeds({ state, changed, payable }));
  return (
    <>
      <OverlayHeader headingId={headingId} title={titleOf(screen, account.displayPersistentPaywall)} onBack={() => dispatch({ type: 'back' })} onExit={() => dispatch({ type: 'exit' })} />
      <div className="overlay-body" data-screen={screen}>
        {screen === 'acknowledge' ? <p>{providerManagedUpgradeText(providerName ?? account.biller)}</p> : null}
        {options.message && state.step === 0 ? <p>{options.message}</p> : null}
        {screen === 'plan' ? (
          <fieldset className="overlay-choices">
            <legend className="overlay-legend">{OVERLAY.plans}</legend>
            {signup.selectablePlans.map((plan) => {
              // A plan the provider cannot bill is shown, not offered, with why.
              const refused = providerName !== null && planRefusedByProvider(plan, { entry: options.entry, externallyBilled });
              const noteId = `${headingId}-${plan.id}-refused`;
              return (
                <label key={plan.id} className="overlay-choice" data-chosen={plan.id === state.selection.plan || undefined} data-refused={refused || undefined}>
                  <input
                    type="radio"
                    name={`${headingId}-plan`}
                    checked={plan.id === state.selection.plan}
                    disabled={refused}
                    aria-describedby={refused ? noteId : undefined}
                    onChange={() => dispatch({ type: 'choose-plan', plan: plan.id as PlanId })}
                  />
                  <PlanCard plan={plan} />
                  {refused ? (
                    <span id={noteId} className="billing-note overlay-refused">
                      {providerCannotBillText(providerName)}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
        ) : null}
        {screen === 'addon' ? (
          <fieldset className="overlay-choices">
            <legend className="overlay-legend">{OVERLAY.addOns}</legend>
            <DroppedNotes texts={dropped} />
            {supportedAddOns(chosenPlan, signup.selectableAddons).length === 0 ? <p className="billing-note">{OVERLAY.noAddOns}</p> : null}
            {supportedAddOns(chosenPlan, signup.selectableAddons).map((addOn) => (
              <label key={addOn.id} className="overlay-choice" data-chosen={state.selection.addOns.includes(addOn.id) || undefined}>
                <input type="checkbox" checked={state.selection.addOns.includes(addOn.id)} onChange={() => dispatch({ type: 'toggle-add-on', id: addOn.id })} />
                <AddOnCard addOn={addOn} />
              </label>
            ))}
          </fieldset>
        ) : null}
        {screen === 'checkout' ? (
          <>
            <section aria-labelledby={`${headingId}-summary`} className="overlay-summary">
              <h3 id={`${headingId}-summary`}>{OVERLAY.summary}</h3>
              {!changed ? <p className="billing-note">{OVERLAY.unchanged}</p> : null}
              {pricing.phase === 'loading' ? <p role="status">{OVERLAY.pricing}</p> : null}
              {pricing.phase === 'failed' && pricing.message ? (
                <p className="billing-error" role="alert">
                  {pricing.message}
                </p>
              ) : null}
              {pricing.phase === 'ready' ? <PricedOrder details={pricing.details} now={options.now()} /> : null}
              <DroppedNotes texts={dropped} />
              {takesCode ? (
                <CheckoutCodeField
                  code={code}
                  error={codeError}
                  disabled={busy}
                  onApply={(applied) => {
                    setCodeError(null);
                    setCode(applied);
                  }}
                  onRemove={() => {
                    setCodeError(null);
                    setCode(null);
                  }}
                  onError={(message) => {
                    setCodeError(message);
                    setCode(null);
                  }}
                />
              ) : null}
              <p className="billing-note">{ACCOUNT_PAGE.taxes}</p>
              {current.plan && signup.selectablePlans.find((plan) => plan.id === current.plan)?.basePriceCents === 0 && (chosenPlan?.basePriceCents ?? 0) > 0 ? (
                <p className="billing-note">{OVERLAY.freePlanUpgrade}</p>
              ) : null}
            </section>
            {source !== 'none' ? (
              <section aria-labelledby={`${headingId}-payment`} className="overlay-summary">
                <h3 id={`${headingId}-payment`}>{OVERLAY.payment}</h3>
                {source === 'provider' && providerName ? (
                  <>
                    <p>{providerBillsChangeText(providerName)}</p>
                    <p className="billing-note">{managedByText(providerName)}</p>
                  </>
                ) : null}
                {account.paymentMethod && source !== 'provider' && options.entry !== 'direct' ? (
                  <fieldset className="overlay-pay-with">
                    <legend className="visually-hidden">{OVERLAY.payWith}</legend>
                    <label>
                      <input type="radio" name={`${headingId}-pay`} checked={!wantsNewCard} onChange={() => setWantsNewCard(false)} disabled={busy} />
                      <span>{paymentMethodLabel(account.paymentMethod)}</span>
                    </label>
                    <label>
                      <input type="radio" name={`${headingId}-pay`} checked={wantsNewCard} onChange={() => setWantsNewCard(true)} disabled={busy} />
                      <span>{OVERLAY.newCard}</span>
                    </label>
                  </fieldset>
                ) : null}
                {source === 'new-card' ? (
                  <CardEntryFields entry={card} capacityNote={OVERLAY.cardOnlyNote} walletDisabled={!canSubmit({ state, busy, changed, payable: true })} />
                ) : null}
              </section>
            ) : null}
            <label className="overlay-legal" htmlFor={legalId}>
              <input id={legalId} type="checkbox" checked={state.legal} onChange={(event) => dispatch({ type: 'legal', checked: event.target.checked })} />
              <span>{source === 'provider' && providerName ? providerLegalText(providerName) : OVERLAY.legal}</span>
            </label>
            {error ? (
              <p className="billing-error" role="alert">
                {error}
              </p>
            ) : null}
            {/* Why Submit is disabled, said beside it (and read with it). */}
            {submitHint ? (
              <p id={submitHintId} className="billing-note overlay-submit-hint">
                {submitHint}
              </p>
            ) : null}
          </>
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
            onClick={() => void submit()}
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

/** What happens to selected add-ons the chosen plan leaves out, one line each. */
function DroppedNotes({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <ul className="overlay-dropped">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** A plan's card in Manage Plan: name, price (and monthly price of a longer period), trial, lineup size, description. */
function PlanCard({ plan }: { plan: ProductItem }) {
  const facts = planCardFacts(plan);
  const details = [facts.unitPrice, facts.trial, facts.channels].filter((text): text is string => text !== null);
  return (
    <>
      <span className="overlay-choice-name">{plan.displayName}</span>
      <span>{facts.price}</span>
      {details.length > 0 ? <span className="billing-note">{details.join(' · ')}</span> : null}
      {plan.shortDescription ? <span className="billing-note">{plan.shortDescription}</span> : null}
    </>
  );
}

/** An add-on's card in Manage Add-Ons: name, price, description and its first channels' logos, then '& More'. */
function AddOnCard({ addOn }: { addOn: ProductItem }) {
  const preview = addOnChannelPreview(addOn.channels);
  return (
    <>
      <span className="overlay-choice-name">{addOn.displayName}</span>
      <span>{periodPriceText(addOn)}</span>
      {addOn.shortDescription ? <span className="billing-note">{addOn.shortDescription}</span> : null}
      {preview.shown.length > 0 ? (
        <span className="overlay-logos">
          {preview.shown.map((channel) =>
            channel.logoUrl ? <img key={channel.channelId} src={channel.logoUrl} alt={channel.displayName} loading="lazy" /> : <span key={channel.channelId}>{channel.displayName}</span>,
          )}
          {preview.more ? <span>{AND_MORE}</span> : null}
        </span>
      ) : null}
    </>
  );
}

/**
 * The order as the server priced it (POST /billing/upgrade_details): each bill it produces with its due text
 * and amount, its lines, their coupons and the credit used; what a provider bills instead shows the selected
 * products at their prices. Nothing is computed here.
 */
function PricedOrder({ details, now }: { details: UpgradeDetails; now: Date }) {
  if (details.bills.length === 0) {
    return (
      <ul className="overlay-list-prices">
        {details.items.map((item) => (
          <li key={item.id}>
            <span>{item.displayName}</span> <strong>{periodPriceText(item)}</strong>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {details.bills.map((bill) => (
        <div key={bill.billDate} className="overlay-bill">
          <p>
            <span>{billDueText(bill.billDate, now)}</span> <strong>{formatCents(bill.amountCents)}</strong>
          </p>
          <BillLines bill={bill} />
        </div>
      ))}
    </>
  );
}
