import { lazy, Suspense, useState } from 'react';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { useUserDetails } from '../core/useUserDetails.ts';
import { currentPlan } from '../core/logic/account-actions.ts';
import { accountVariant, type AccountVariant } from '../core/logic/account-variant.ts';
import { BillingPageUntilRead } from '../core/BillingReadFailure.tsx';
import { useDescriptorsBefore } from '../core/BillingDescriptorModal.tsx';
import { descriptorsBefore } from '../core/logic/billing-descriptor.ts';
import type { AddOnScreen } from '../add-ons/logic/add-on-screens.ts';
import { CancelFlow } from '../cancel/CancelFlow.tsx';
import { OutageCreditPromotion } from '../credit-outcome/OutageCreditPromotion.tsx';
import { ACCOUNT_PAGE } from './texts.ts';
import { VariantNotice } from './VariantNotice.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { AddOnsSection } from './AddOnsSection.tsx';
import { UpgradeOfferSection } from './UpgradeOfferSection.tsx';
import { BillingHistorySection } from './BillingHistorySection.tsx';
import { usePageFocus } from './usePageFocus.ts';

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
  const { page, back, onFocus } = usePageFocus(!cancelling && addOnScreen === 'default', state.loading ? null : state.outcome);
  if (state.loading || state.outcome.kind !== 'success') return <BillingPageUntilRead title={title} state={state} onRetry={reload} />;
  const details = state.outcome.result;
  const variant = accountVariant(details);
  return (
    <section
      ref={page}
      className="billing-page"
      aria-labelledby="page-title"
      data-variant={variant}
      onFocus={onFocus}
    >
      <h1 id="page-title" tabIndex={-1}>
        {title}
      </h1>
      {isWithoutSections(variant) ? (
        <VariantNotice details={details} variant={variant} now={now()} onChanged={reload} />
      ) : cancelling ? (
        <CancelFlow
          onDone={(canceled) => {
            back('cancel', canceled);
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
              back(`addon-${addOnScreen}`, changed);
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
          {/* Last: its experiment's variant is known only after the page has drawn, and above it would push every section down. */}
          <OutageCreditPromotion details={details} />
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
