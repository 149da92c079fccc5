import { Disclosure } from '../../../kit/Disclosure.tsx';
import { BillLines } from '../core/BillLines.tsx';
import { billDueText } from '../core/logic/bill-texts.ts';
import { formatCents } from '../core/logic/price-text.ts';
import type { BillItem } from '../core/logic/types.ts';
import { ACCOUNT_PAGE, BILL_DETAILS } from './texts.ts';

/** A bill: when it is due and its amount, its lines under the 'Bill details' disclosure, and the taxes note. */
export function BillSummary({ bill, now }: { bill: BillItem; now: Date }) {
  return (
    <div className="billing-bill">
      <p>
        <span className="billing-bill-due">{billDueText(bill.billDate, now)}</span> <strong>{formatCents(bill.amountCents)}</strong>
      </p>
      {bill.items.length > 0 ? (
        <Disclosure summary={BILL_DETAILS}>
          <BillLines bill={bill} />
        </Disclosure>
      ) : null}
      <p className="billing-note">{ACCOUNT_PAGE.taxes}</p>
    </div>
  );
}
