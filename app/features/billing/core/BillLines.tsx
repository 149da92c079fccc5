import { couponPeriodText } from './logic/bill-texts.ts';
import { formatCents, PRO_RATED_LABEL } from './logic/price-text.ts';
import type { BillItem } from './logic/types.ts';
import { discountText, MONEY_TEXTS } from './texts.ts';

/**
 * A bill's lines as the server priced them: each product with what it charges (a pro-rated charge labelled
 * '(Pro-Rated)', the unused days of a replaced plan as a negative amount), under it the coupons already taken
 * off that amount ('Includes SUMMER5, saving $5.00: …', 'Each month' / 'Each month until {date}' for a monthly
 * one), and the promotional credit the bill uses as a line of its own. The amounts column adds up to the bill's
 * amount (tests/unit/billing/account-billing/bill-adds-up.test.tsx); nothing here is computed.
 */
export function BillLines({ bill }: { bill: BillItem }) {
  return (
    <ul className="billing-lines">
      {bill.items.map((line) => (
        <li key={`${line.productId}:${line.chargeType}:${line.amountCents < 0 ? 'credit' : 'charge'}`} className="billing-line">
          <span className="billing-line-row">
            <span>
              {line.displayName}
              {line.chargeType === 'immediate_prorated' ? ` ${PRO_RATED_LABEL}` : null}
            </span>
            <span>{formatCents(line.amountCents)}</span>
          </span>
          {line.discounts.map((discount) => (
            <span key={discount.token} className="billing-discount">
              {discountText(discount)}
              {discount.recurring ? <span className="billing-discount-period"> · {couponPeriodText(discount)}</span> : null}
            </span>
          ))}
        </li>
      ))}
      {bill.creditAppliedCents > 0 ? (
        <li className="billing-line">
          <span className="billing-line-row">
            <span>{MONEY_TEXTS.credit}</span>
            <span>{formatCents(-bill.creditAppliedCents)}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
