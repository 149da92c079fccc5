import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/routing/route-table.ts';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { currentPlan } from '../core/logic/account-actions.ts';
import type { AccountVariant } from '../core/logic/account-variant.ts';
import type { PlanId, UserDetails } from '../core/logic/types.ts';
import { FastPlanNote } from '../cancel/FastPlanNote.tsx';
import { accountRemovedText, departingText, planChangeText, sponsoredText, VARIANT_TEXTS } from './texts.ts';
import { PAYMENT_TEXTS } from '../core/texts.ts';
import { ResumeDetails, ResumeButton } from './ResumeDetails.tsx';

/** What the page says of the account's variant (removed, sponsored, departing, delinquent, …): alone, or at the top of the subscription section. */
export function VariantNotice({ details, variant, now, onChanged }: { details: UserDetails; variant: AccountVariant; now: Date; onChanged: () => void }) {
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
