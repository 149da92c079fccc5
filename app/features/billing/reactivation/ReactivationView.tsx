import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AvailableChannelsDocument } from '../../../../generated/graphql/documents/AvailableChannelsDocument.ts';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { PATHS } from '../../../lib/routing/route-table.ts';
import { RadioCards } from '../../../kit/RadioCards.tsx';
import { Tabs } from '../../../kit/Tabs.tsx';
import { useToasts } from '../../../kit/ShellProvider.tsx';
import { useChangeSubscription } from '../core/useChangeSubscription.ts';
import { loadSignupDetails, resumeSubscription } from '../core/calls.ts';
import { useBillingFailure } from '../core/useBillingFailure.ts';
import { periodPriceText } from '../core/logic/price-text.ts';
import { CORE_PLAN_ID, isFreePlan, lineupTabs, reactivationPlans } from './logic/reactivation.ts';
import type { PlanId, ProductItem, SignupDetails } from '../core/logic/types.ts';
import { PAYMENT_TEXTS, SUBSCRIPTION_UPDATED_TOAST } from '../core/texts.ts';
import { canceledOnText, DEACTIVATED_SETTINGS, REACTIVATION, welcomeBackText } from './texts.ts';
import { BillingPageUntilRead } from '../core/BillingReadFailure.tsx';
import { useDeactivatedSettingsModal } from './DeactivatedSettingsModal.tsx';
import { useDescriptorsBefore } from '../core/BillingDescriptorModal.tsx';
import { descriptorsBefore } from '../core/logic/billing-descriptor.ts';
import { PromoForm } from '../promo/PromoForm.tsx';

/**
 * The reactivation (welcome back) page (/player/user/reactivate), where the shell sends a deactivated account:
 * the greeting, when the subscription was canceled, the plans (Core with its price and DVR, the free plan with
 * 'No credit card required'), Reactivate on the chosen paid plan with the card on file or 'Watch Free', and the
 * channel lineup by tab. Data: GET /billing/signup_details; favorites from the channel list. A reactivation (the
 * plan's, or a promo code's) leads Home once the subscription was read again, whenever its push comes
 * (app/kit/subscription-change.ts).
 */
export function ReactivationView({ title }: { title: string }) {
  const [version, setVersion] = useState(0);
  const signup = useRestQuery(`signup-details:${version}`, loadSignupDetails);
  if (signup.loading || signup.outcome.kind !== 'success') return <BillingPageUntilRead title={title} state={signup} onRetry={() => setVersion((value) => value + 1)} />;
  return <Reactivation title={title} signup={signup.outcome.result} />;
}

function Reactivation({ title, signup }: { title: string; signup: SignupDetails }) {
  const clients = useRestClients();
  const toasts = useToasts();
  const failure = useBillingFailure();
  const changeSubscription = useChangeSubscription(PATHS.home);
  const openSettings = useDeactivatedSettingsModal();
  const descriptorsFirst = useDescriptorsBefore();
  const id = useId();
  const plans = reactivationPlans(signup);
  const [chosen, setChosen] = useState<ProductItem | null>(plans.paid[0] ?? plans.free);
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  const needsCard = chosen !== null && !isFreePlan(chosen) && signup.paymentMethod === null;

  const join = (plan: ProductItem) => {
    setState({ sending: true, error: null });
    // The selectable items of type plan carry plan ids.
    void changeSubscription(
      () => resumeSubscription(clients, plan.id as PlanId),
      (result) => result.kind === 'success',
    ).then((result) => {
      if (result.kind === 'success') toasts.show(SUBSCRIPTION_UPDATED_TOAST);
      else setState({ sending: false, error: failure(result) });
    });
  };

  const reactivate = (
    <div className="billing-actions">
      {chosen && !isFreePlan(chosen) ? (
        <button type="button" className="billing-action billing-action-primary" disabled={state.sending || needsCard} onClick={() => descriptorsFirst(descriptorsBefore('reactivate', { ...signup, plan: null }), () => join(chosen))}>
          {REACTIVATION.reactivate}
        </button>
      ) : null}
      {plans.free ? (
        <button type="button" className="billing-action" disabled={state.sending} onClick={() => plans.free && join(plans.free)}>
          {REACTIVATION.watchFree}
        </button>
      ) : null}
    </div>
  );

  return (
    <section className="billing-page reactivation-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <WelcomeBack signup={signup} />
      <PlanChoices plans={[...plans.paid, ...(plans.free ? [plans.free] : [])]} chosen={chosen} onChoose={setChosen} />
      {needsCard ? (
        <p className="billing-note">
          {PAYMENT_TEXTS.updateFirst} <Link to={PATHS.account}>{REACTIVATION.updatePayment}</Link>
        </p>
      ) : null}
      {reactivate}
      {state.error ? (
        <p className="billing-error" role="alert">
          {state.error}
        </p>
      ) : null}
      <PromoForm
        reactivating
        hasPaymentMethod={signup.paymentMethod !== null}
        redeemThrough={changeSubscription}
        onApplied={() => toasts.show(SUBSCRIPTION_UPDATED_TOAST)}
      />
      <LineupSection id={`${id}-lineup`} signup={signup} />
      <div className="billing-section">
        <p>{REACTIVATION.closing}</p>
        {reactivate}
      </div>
      <p>
        <button type="button" className="billing-action" aria-haspopup="dialog" onClick={openSettings}>
          {DEACTIVATED_SETTINGS.open}
        </button>
      </p>
    </section>
  );
}

/** 'Welcome back', and when the subscription was canceled. */
function WelcomeBack({ signup }: { signup: SignupDetails }) {
  return (
    <div className="billing-section">
      <h2>{welcomeBackText(signup.billingName)}</h2>
      <p>{canceledOnText(signup.lastServiceDate)}</p>
    </div>
  );
}

/** The plans a viewer may come back to: the paid ones, then the free plan, one choice each. */
function PlanChoices({ plans, chosen, onChoose }: { plans: readonly ProductItem[]; chosen: ProductItem | null; onChoose: (plan: ProductItem) => void }) {
  return (
    <RadioCards
      className="billing-section reactivation-plans"
      legend={REACTIVATION.choosePlan}
      options={plans}
      keyOf={(plan) => plan.id}
      checked={chosen}
      onChange={onChoose}
    >
      {(plan) => (
        <>
          <span className="billing-plan-name">{plan.displayName}</span>
          <span>{isFreePlan(plan) ? REACTIVATION.freeBenefit : periodPriceText(plan)}</span>
          {plan.id === CORE_PLAN_ID ? <span className="billing-note">{REACTIVATION.coreBenefit}</span> : null}
        </>
      )}
    </RadioCards>
  );
}

/** The channel lineup by tab (the viewer's favorites first, GraphQL availableChannels), when there is one. */
function LineupSection({ id, signup }: { id: string; signup: SignupDetails }) {
  const channels = useQuery(AvailableChannelsDocument);
  const favorites = useMemo(
    () => new Set((channels.data?.availableChannels.edges ?? []).filter((edge) => edge.node.isFavorite).map((edge) => edge.node.channelId)),
    [channels.data],
  );
  const tabs = lineupTabs(signup, favorites);
  if (tabs.length === 0) return null;
  return (
    <section className="billing-section" aria-labelledby={id}>
      <h2 id={id}>{REACTIVATION.lineup}</h2>
      <Tabs tabs={tabs} label={REACTIVATION.lineup} keyOf={(tab) => tab.id} titleOf={(tab) => tab.title} className="lineup-tabs">
        {(tab) => (
          <ul className="lineup">
            {tab.channels.map((channel) => (
              <li key={channel.channelId}>
                {channel.logoUrl ? <img src={channel.logoUrl} alt="" width={96} height={54} loading="lazy" /> : null}
                <span>{channel.displayName}</span>
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </section>
  );
}
