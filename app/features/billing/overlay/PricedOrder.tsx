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
