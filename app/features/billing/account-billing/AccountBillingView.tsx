import { lazy, Suspense, useState } from 'react';
import { BillLines } from '../core/BillLines.tsx';
import { Link } from 'react-router-dom';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useModals, useToasts } from '../../../kit/ShellProvider.tsx';
import { pushSubscriptionOverlay } from '../overlay/push-overlay.tsx';
import { loadSignupDetails, resumeSubscription } from '../core/calls.ts';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { CORE_PLAN_ID } from '../reactivation/logic/reactivation.ts';
import { useQuotedBills } from '../core/QuotedBills.tsx';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { PATHS } from '../../../lib/routing/route-table.ts';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { PaymentMethodActions } from '../payment/PaymentMethodActions.tsx';
import { AgentPaymentAction } from '../payment/AgentPaymentAction.tsx';
import { useUserDetails } from '../core/useUserDetails.ts';
import { BILLER_NAMES, canCancelSubscription, canChangeSubscription, currentPlan, isDirectBiller, isExternalBiller, paymentMethodLabel, paymentStatusText, switchToDirectOffer, hasUpgradeOffer } from '../core/logic/account-actions.ts';
import { accountVariant, type AccountVariant } from '../core/logic/account-variant.ts';
import { billDueText, couponPeriodText, priceChangeText, trialCallToAction, trialText } from '../core/logic/bill-texts.ts';
import { formatBillingDate } from '../core/logic/dates.ts';
import { formatCents, periodPriceText } from '../core/logic/price-text.ts';
import type { BillItem, PlanId, ProductItem, UserDetails } from '../core/logic/types.ts';
import { BillingPageUntilRead } from '../core/BillingReadFailure.tsx';
import { useDescriptorsBefore } from '../core/BillingDescriptorModal.tsx';
import { ProviderManagementLinks } from '../core/ProviderManagementLinks.tsx';
import { descriptorsBefore } from '../core/logic/billing-descriptor.ts';
import { AddOnScreenButtons } from '../add-ons/AddOnScreenButtons.tsx';
import type { AddOnScreen } from '../add-ons/logic/add-on-screens.ts';
import { CancelFlow } from '../cancel/CancelFlow.tsx';
import { FastPlanNote } from '../cancel/FastPlanNote.tsx';
import { PromoForm } from '../promo/PromoForm.tsx';
import { ACCOUNT_PAGE, accountRemovedText, addOnEndsText, BILL_DETAILS, creditLeftText, departingText, NO_BILLING_HISTORY, planChangeText, RESUME, paidBySponsorText, sponsoredText, UPGRADE_OFFER, VARIANT_TEXTS } from './texts.ts';
import { ADD_ON_LISTS } from '../add-ons/texts.ts';
import { managedByText, MONEY_TEXTS, PAYMENT_TEXTS, SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { OVERLAY, switchToDirectText } from '../overlay/texts.ts';
import { PROMO } from '../promo/texts.ts';

const AddOnScreens = lazy(() => import('../add-ons/AddOnScreens.tsx'));

/**
 * The Account and Billing page (/player/user/account): the account's billing state from GET
 * /billing/user_details, drawn in the variant its state calls for (core/logic/account-variant.ts). A removed
 * account, a billing system that has not created the account yet and an account under investigation say
 * only that; every other variant shows the subscription, payment, add-ons and billing history.
 */
export function AccountBillingView({ title, now }: { title: string; now: () => Date }) {
  const { state, reload } = useUserDetails();
  const [cancelling, setCancelling] = useState(false);
  const descriptorsFirst = useDescriptorsBefore();
  const [addOnScreen, setAddOnScreen] = useState<AddOnScreen>('default');
  if (state.loading || state.outcome.kind !== 'success') return <BillingPageUntilRead title={title} state={state} onRetry={reload} />;
  const details = state.outcome.result;
  const variant = accountVariant(details);
  return (
    <section className="billing-page" aria-labelledby="page-title" data-variant={variant}>
      <h1 id="page-title">{title}</h1>
      {isWithoutSections(variant) ? (
        <VariantNotice details={details} variant={variant} now={now()} onChanged={reload} />
      ) : cancelling ? (
        <CancelFlow
          onDone={(canceled) => {
            setCancelling(false);
            if (canceled) reload();
          }}
        />
      ) : addOnScreen !== 'default' ? (
        <Suspense fallback={null}>
          <AddOnScreens
            screen={addOnScreen}
            details={details}
            now={now()}
            onDone={(changed) => {
              setAddOnScreen('default');
              if (changed) reload();
            }}
          />
        </Suspense>
      ) : (
        <>
          <SubscriptionSection details={details} variant={variant} now={now()} onChanged={reload} onCancel={() => descriptorsFirst(descriptorsBefore('cancel', { ...details, plan: currentPlan(details) }), () => setCancelling(true))} />
          <UpgradeOfferSection details={details} now={now()} onChanged={reload} />
          <PaymentSection details={details} now={now()} onChanged={reload} />
          <AddOnsSection details={details} now={now()} onChanged={reload} onAddOnScreen={setAddOnScreen} />
          <BillingHistorySection details={details} />
        </>
      )}
      <p>
        <a href={SUPPORT_URL}>{ACCOUNT_PAGE.help}</a>
      </p>
    </section>
  );
}

/** Variants in which the billing details mean nothing to the viewer yet: the page says why and nothing else. */
function isWithoutSections(variant: AccountVariant): boolean {
  return variant === 'removed' || variant === 'billing-delayed' || variant === 'support-investigating';
}

function VariantNotice({ details, variant, now, onChanged }: { details: UserDetails; variant: AccountVariant; now: Date; onChanged: () => void }) {
  switch (variant) {
    case 'removed':
      return (
        <p className="billing-notice">
          {accountRemovedText(details.removedAt)} <a href={SUPPORT_URL}>{VARIANT_TEXTS.contactSupport}</a>
        </p>
      );
    case 'billing-delayed':
      return <p className="billing-notice">{PAYMENT_TEXTS.billingNap}</p>;
    case 'support-investigating':
      return (
        <p className="billing-notice">
          {VARIANT_TEXTS.supportInvestigating} <a href={SUPPORT_URL}>{VARIANT_TEXTS.contactSupport}</a>
        </p>
      );
    case 'sponsored':
      return details.sponsor ? (
        <p className="billing-notice">
          {details.fsmState === 'deactivated' ? `${VARIANT_TEXTS.deactivated} ` : null}
          {sponsoredText(details.sponsor.name)}
          {details.sponsor.url ? (
            <>
              {' '}
              <a href={details.sponsor.url}>{details.sponsor.name}</a>
            </>
          ) : null}
        </p>
      ) : null;
    case 'deactivated':
      return (
        <p className="billing-notice">
          {VARIANT_TEXTS.deactivated} <Link to={PATHS.reactivate}>{VARIANT_TEXTS.reactivate}</Link>
        </p>
      );
    case 'delinquent':
      return (
        <div className="billing-notice" role="status">
          <p>{PAYMENT_TEXTS.problem}</p>
          {details.fsmState === 'delinquent_no_access' ? (
            <p>
              {PAYMENT_TEXTS.stopped} {PAYMENT_TEXTS.stoppedFix}
            </p>
          ) : (
            <p>{PAYMENT_TEXTS.notRenewed}</p>
          )}
        </div>
      );
    case 'departing': {
      const plan = currentPlan(details);
      return (
        <div className="billing-notice">
          {details.lastServiceDate ? <p>{departingText(details.lastServiceDate)}</p> : null}
          <FastPlanNote />
          {/* The subscribed item of type plan carries a plan id. */}
          {plan ? <ResumeDetails plan={plan.id as PlanId} addOns={keptAddOns(details)} now={now} /> : null}
          {plan ? <ResumeButton plan={plan.id as PlanId} onResumed={onChanged} /> : null}
        </div>
      );
    }
    case 'plan-changed': {
      const change = details.subscribedItems.find((item) => item.type === 'plan' && item.pendingChange)?.pendingChange;
      return change ? <p className="billing-notice">{planChangeText(change.displayName, change.effectiveDate)}</p> : null;
    }
    case 'trial':
    case 'addon-departing':
    case 'regular':
      return null;
  }
}

/** The add-ons that stay with the plan (not cancelled). */
function keptAddOns(details: UserDetails): string[] {
  return details.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id);
}

/**
 * What resuming a departing subscription bills, as the server prices it (the plan and add-ons Resume keeps):
 * nothing now, and the next bill. Nothing shows while it is read or when it cannot be.
 */
function ResumeDetails({ plan, addOns, now }: { plan: PlanId; addOns: readonly string[]; now: Date }) {
  const bills = useQuotedBills([plan, ...addOns]);
  const next = bills?.at(-1);
  if (!next) return null;
  return (
    <div className="billing-resume">
      <p className="billing-note">{MONEY_TEXTS.resumeBills}</p>
      <BillSummary bill={next} now={now} />
    </div>
  );
}

/** Resumes a departing subscription on its plan; the page reads the account again and a toast says so. */
function ResumeButton({ plan, onResumed }: { plan: PlanId; onResumed: () => void }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const failure = useBillingFailure();
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const resume = () => {
    setState({ sending: true, error: null });
    void resumeSubscription(clients, plan).then((outcome) => {
      if (outcome.kind === 'success') {
        toasts.show(SUBSCRIPTION_UPDATED_TOAST);
        onResumed();
      } else {
        setState({ sending: false, error: failure(outcome) });
      }
    });
  };
  return (
    <>
      <p>
        <button type="button" className="billing-action" onClick={resume} disabled={state.sending}>
          {RESUME.action}
        </button>
      </p>
      {state.error ? (
        <p className="billing-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </>
  );
}

/** Redeeming a code on the account page: a toast says so and the page reads the account again. */
function AccountPromoForm({ hasPaymentMethod, onApplied }: { hasPaymentMethod: boolean; onApplied: () => void }) {
  const toasts = useToasts();
  return (
    <PromoForm
      reactivating={false}
      hasPaymentMethod={hasPaymentMethod}
      onPaymentStored={onApplied}
      onApplied={() => {
        toasts.show(PROMO.applied);
        onApplied();
      }}
    />
  );
}

function SubscriptionSection({ details, variant, now, onChanged, onCancel }: { details: UserDetails; variant: AccountVariant; now: Date; onChanged: () => void; onCancel: () => void }) {
  const plan = currentPlan(details);
  const trial = plan && variant === 'trial' ? trialText(plan) : null;
  return (
    <section className="billing-section" aria-labelledby="billing-subscription">
      <h2 id="billing-subscription">{ACCOUNT_PAGE.subscription}</h2>
      <VariantNotice details={details} variant={variant} now={now} onChanged={onChanged} />
      {plan ? (
        <div className="billing-plan">
          <p className="billing-plan-name">{plan.displayName}</p>
          <p>
            {periodPriceText(plan)}
            {trial ? ` · ${trial}` : null}
          </p>
          {/* An announced price change is said under the plan it is for, never another. */}
          {details.priceChange?.productId === plan.id ? <p className="billing-note">{priceChangeText(details.priceChange)}</p> : null}
        </div>
      ) : null}
      <CouponsAndCredit details={details} />
      {details.nextBillDetails ? <BillSummary bill={details.nextBillDetails.currentItem} now={now} /> : null}
      {canChangeSubscription(details) ? <OverlayButton label={OVERLAY.changePlan} entry="plan" now={now} onChanged={onChanged} /> : null}
      {isDirectBiller(details.biller) ? <AccountPromoForm hasPaymentMethod={details.paymentMethod !== null} onApplied={onChanged} /> : null}
      {canCancelSubscription(details) ? (
        <p>
          <button type="button" className="billing-action billing-action-danger" onClick={onCancel}>
            {ACCOUNT_PAGE.cancel}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** The coupons in effect, each with its benefit and period ('Each month' / 'Each month until {date}'), and the promotional credit left. */
function CouponsAndCredit({ details }: { details: UserDetails }) {
  if (details.activeCouponList.length === 0 && details.promotionalCredits === 0) return null;
  return (
    <div className="billing-money">
      {details.activeCouponList.length > 0 ? (
        <>
          <h3 className="billing-list-title">{MONEY_TEXTS.coupons}</h3>
          <ul className="billing-coupons">
            {details.activeCouponList.map((coupon) => (
              <li key={coupon.token}>
                <strong>{coupon.token}</strong> {coupon.benefitSummary} <span className="billing-note">· {couponPeriodText(coupon)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {details.promotionalCredits > 0 ? <p>{creditLeftText(details.promotionalCredits)}</p> : null}
    </div>
  );
}

function BillSummary({ bill, now }: { bill: BillItem; now: Date }) {
  return (
    <div className="billing-bill">
      <p>
        <span className="billing-bill-due">{billDueText(bill.billDate, now)}</span> <strong>{formatCents(bill.amountCents)}</strong>
      </p>
      {bill.items.length > 0 ? (
        <details>
          <summary>{BILL_DETAILS}</summary>
          <BillLines bill={bill} />
        </details>
      ) : null}
      <p className="billing-note">{ACCOUNT_PAGE.taxes}</p>
    </div>
  );
}

function PaymentSection({ details, now, onChanged }: { details: UserDetails; now: Date; onChanged: () => void }) {
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

function AddOnLine({ item }: { item: ProductItem }) {
  return (
    <li>
      <span>{item.displayName}</span> <span className="billing-note">{periodPriceText(item)}</span>
      {item.departingAt ? <span className="billing-addon-ends"> {addOnEndsText(item.displayName, item.departingAt)}</span> : null}
    </li>
  );
}

function AddOnList({ title, items }: { title: string; items: ProductItem[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="billing-list-title">{title}</h3>
      <ul className="billing-addons">
        {items.map((item) => (
          <AddOnLine key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function AddOnsSection({ details, now, onChanged, onAddOnScreen }: { details: UserDetails; now: Date; onChanged: () => void; onAddOnScreen: (screen: Exclude<AddOnScreen, 'default'>) => void }) {
  const subscribed = details.subscribedItems.filter((item) => item.type !== 'plan');
  const subscribedIds = new Set(subscribed.map((item) => item.id));
  const available = details.selectableItems.filter((item) => item.type !== 'plan' && !subscribedIds.has(item.id));
  return (
    <section className="billing-section" aria-labelledby="billing-addons">
      <h2 id="billing-addons">{ACCOUNT_PAGE.addOns}</h2>
      <p className="billing-note">{ACCOUNT_PAGE.addOnsNote}</p>
      <AddOnList title={ADD_ON_LISTS.yours} items={subscribed} />
      <AddOnList title={ADD_ON_LISTS.available} items={available} />
      <div className="billing-actions addon-actions">
        {canChangeSubscription(details) ? <OverlayButton label={OVERLAY.manageAddOnsAction} entry="addon" now={now} onChanged={onChanged} /> : null}
        <AddOnScreenButtons details={details} onOpen={onAddOnScreen} />
      </div>
    </section>
  );
}

/** The offer to an account without a paid plan: the paid plans' benefits and the way into Manage Plan. */
function UpgradeOfferSection({ details, now, onChanged }: { details: UserDetails; now: Date; onChanged: () => void }) {
  if (!hasUpgradeOffer(details)) return null;
  return <UpgradeOffer now={now} onChanged={onChanged} />;
}

/**
 * The offer itself: 'Start your 7-day free trial' while a paid plan's trial is open to the viewer (the plans on
 * offer, GET /billing/signup_details), 'Upgrade now' otherwise; the button shows once the plans are read.
 */
function UpgradeOffer({ now, onChanged }: { now: Date; onChanged: () => void }) {
  const signup = useRestQuery('signup-details:upgrade-offer', loadSignupDetails);
  const trial = signup.outcome?.kind === 'success' ? trialCallToAction(signup.outcome.result.selectablePlans, CORE_PLAN_ID) : null;
  return (
    <section className="billing-section billing-upgrade-offer" aria-labelledby="billing-upgrade" aria-busy={signup.loading || undefined}>
      <h2 id="billing-upgrade">{UPGRADE_OFFER.title}</h2>
      <p>{UPGRADE_OFFER.benefits}</p>
      {signup.loading ? null : <OverlayButton label={trial ?? UPGRADE_OFFER.action} entry="plan" now={now} onChanged={onChanged} />}
    </section>
  );
}

/** Opens the subscription overlay on Manage Plan or Manage Add-Ons; after a change the page reads the account again. */
function OverlayButton({ label, entry, now, onChanged }: { label: string; entry: 'plan' | 'addon'; now: Date; onChanged: () => void }) {
  const modals = useModals();
  return (
    <p>
      <button type="button" className="billing-action" onClick={() => pushSubscriptionOverlay(modals, { entry, now: () => now, onChanged })}>
        {label}
      </button>
    </p>
  );
}

export function BillingHistorySection({ details }: { details: UserDetails }) {
  return (
    <section className="billing-section" aria-labelledby="billing-history">
      <h2 id="billing-history">{ACCOUNT_PAGE.billingHistory}</h2>
      {details.billingEvents.length === 0 ? (
        <p className="billing-note">{NO_BILLING_HISTORY}</p>
      ) : (
        <table className="billing-history">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {details.billingEvents.map((event) => (
              <tr key={`${event.date}:${event.description}`}>
                <td>{formatBillingDate(event.date)}</td>
                <td>{event.url ? <a href={event.url}>{event.description}</a> : event.description}</td>
                <td>{formatCents(event.type === 'refund' || event.type === 'coupon' ? -event.amountCents : event.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
