import { useToasts } from '../../../kit/ShellProvider.tsx';
import { canCancelSubscription, canChangeSubscription, currentPlan, isDirectBiller } from '../core/logic/account-actions.ts';
import type { AccountVariant } from '../core/logic/account-variant.ts';
import { couponPeriods, priceChangeText, trialText } from '../core/logic/bill-texts.ts';
import { periodPriceText } from '../core/logic/price-text.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { PromoForm } from '../promo/PromoForm.tsx';
import { ACCOUNT_PAGE, creditLeftText } from './texts.ts';
import { MONEY_TEXTS } from '../core/texts.ts';
import { OVERLAY } from '../overlay/texts.ts';
import { PROMO } from '../promo/texts.ts';
import { VariantNotice } from './VariantNotice.tsx';
import { BillSummary } from './BillSummary.tsx';
import { OverlayButton } from './OverlayButton.tsx';

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

/** The subscription: the plan, its coupons and credit, the next bill, and the ways to change, redeem a code or cancel. */
export function SubscriptionSection({ details, variant, now, onChanged, onCancel }: { details: UserDetails; variant: AccountVariant; now: Date; onChanged: () => void; onCancel: () => void }) {
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
          <button type="button" className="billing-action billing-action-danger" onClick={onCancel} data-opens="cancel">
            {ACCOUNT_PAGE.cancel}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The coupons in effect, each with its benefit and, for a monthly discount, its period ('Each month' / 'Each month
 * until {date}', `couponPeriods`: the next bill's recurring discounts, so the list never contradicts the bill's
 * lines; with no next bill, the bill a cancelled subscription in its paid period would resume with), and the
 * promotional credit left. What a coupon takes off a bill is said on that bill's lines.
 */
function CouponsAndCredit({ details }: { details: UserDetails }) {
  if (details.activeCouponList.length === 0 && details.promotionalCredits === 0) return null;
  const periods = couponPeriods(details);
  return (
    <div className="billing-money">
      {details.activeCouponList.length > 0 ? (
        <>
          <h3 className="billing-list-title">{MONEY_TEXTS.coupons}</h3>
          <ul className="billing-coupons">
            {details.activeCouponList.map((coupon) => {
              const period = periods.get(coupon.token);
              return (
                <li key={coupon.token}>
                  <strong>{coupon.token}</strong> {coupon.benefitSummary}
                  {period ? <span className="billing-note"> · {period}</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {details.promotionalCredits > 0 ? <p>{creditLeftText(details.promotionalCredits)}</p> : null}
    </div>
  );
}
