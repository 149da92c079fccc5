import { BillLines } from '../core/BillLines.tsx';
import { billDueText } from '../core/logic/bill-texts.ts';
import { formatCents, periodPriceText } from '../core/logic/price-text.ts';
import type { UpgradeDetails } from '../core/logic/types.ts';

/**
 * The order as the server priced it (POST /billing/upgrade_details): each bill it produces with its due text
 * and amount, its lines, their coupons and the credit used; what a provider bills instead shows the selected
 * products at their prices. Nothing is computed here.
 */
export function PricedOrder({ details, now }: { details: UpgradeDetails; now: Date }) {
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

/**
 * The priced order's room while it is being priced: the status ('Pricing your selection…') over the last order priced
 * here, kept for its size but not shown (its amounts are not the selection's now), or before the first answer over
 * empty bills of the lines the order will likely have (drawn as faint bars). What is drawn below does not move when the
 * prices arrive.
 */
export function PricingRoom({ status, held, likelyLines, now }: { status: string; held: UpgradeDetails | null; likelyLines: readonly number[]; now: Date }) {
  return (
    <div className="overlay-pricing">
      <p role="status" className="overlay-pricing-status">
        {status}
      </p>
      <div className="overlay-pricing-room" data-estimate={held ? undefined : true} aria-hidden="true" inert>
        {held ? (
          <PricedOrder details={held} now={now} />
        ) : (
          likelyLines.map((lines, bill) => (
            <div key={bill} className="overlay-bill">
              <p>&nbsp;</p>
              <ul className="billing-lines">
                {Array.from({ length: lines }, (_, line) => (
                  <li key={line} className="billing-line">
                    <span className="billing-line-row">&nbsp;</span>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
