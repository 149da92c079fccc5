import { formatCents, PRO_RATED_LABEL } from '../logic/money.ts';
import type { BillLineItem } from '../logic/types.ts';

/** A bill's lines: each product with its amount, a pro-rated charge labelled '(Pro-Rated)'. */
export function BillLines({ items }: { items: readonly BillLineItem[] }) {
  return (
    <ul className="billing-lines">
      {items.map((line) => (
        <li key={`${line.productId}:${line.chargeType}`}>
          <span>
            {line.displayName}
            {line.chargeType === 'immediate_prorated' ? ` ${PRO_RATED_LABEL}` : null}
          </span>
          <span>{formatCents(line.amountCents)}</span>
        </li>
      ))}
    </ul>
  );
}
