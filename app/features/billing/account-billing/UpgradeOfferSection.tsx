import { loadSignupDetails } from '../core/calls.ts';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { CORE_PLAN_ID } from '../reactivation/logic/reactivation.ts';
import { hasUpgradeOffer } from '../core/logic/account-actions.ts';
import { trialCallToAction } from '../core/logic/bill-texts.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { UPGRADE_OFFER, upgradePitchText } from './texts.ts';
import { OverlayButton } from './OverlayButton.tsx';

/** The offer to an account without a paid plan: the paid plans' benefits and the way into Manage Plan. */
export function UpgradeOfferSection({ details, now, onChanged }: { details: UserDetails; now: Date; onChanged: () => void }) {
  if (!hasUpgradeOffer(details)) return null;
  return <UpgradeOffer now={now} onChanged={onChanged} />;
}

/**
 * The offer itself: Core's lineup and price ('80+ channels from $31.99/month, …', or the product's configured 70+ and
 * $25 when the plans cannot be read), and 'Start your 7-day free trial' while a paid plan's trial is open to the viewer (the plans on
 * offer, GET /billing/signup_details), 'Upgrade now' otherwise; the button shows once the plans are read.
 */
function UpgradeOffer({ now, onChanged }: { now: Date; onChanged: () => void }) {
  const signup = useRestQuery('signup-details:upgrade-offer', loadSignupDetails);
  const plans = signup.outcome?.kind === 'success' ? signup.outcome.result.selectablePlans : null;
  const trial = plans ? trialCallToAction(plans, CORE_PLAN_ID) : null;
  return (
    <section className="billing-section billing-upgrade-offer" aria-labelledby="billing-upgrade" aria-busy={signup.loading || undefined}>
      <h2 id="billing-upgrade">{UPGRADE_OFFER.title}</h2>
      <p>{signup.loading ? UPGRADE_OFFER.benefits : upgradePitchText(plans, CORE_PLAN_ID)}</p>
      {signup.loading ? null : <OverlayButton label={trial ?? UPGRADE_OFFER.action} entry="plan" now={now} onChanged={onChanged} />}
    </section>
  );
}
