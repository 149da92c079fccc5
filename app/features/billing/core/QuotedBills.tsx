import { useEffect, useState } from 'react';
import { useRestClients } from '../../../api/rest/RestProvider.tsx';
import { loadUpgradeDetails } from './calls.ts';
import { billDueText } from './logic/bill-texts.ts';
import { formatCents } from './logic/price-text.ts';
import type { BillItem } from './logic/types.ts';
import { BillLines } from './BillLines.tsx';

/**
 * The bills a prospective change produces, as the server prices it (POST /billing/upgrade_details of the
 * products it names, each to true): the charge now, if any, then the next bill. Null while it is read, when
 * there is nothing to price, or when it cannot be read (the change itself then says what went wrong).
 */
export function useQuotedBills(productIds: readonly string[]): readonly BillItem[] | null {
  const clients = useRestClients();
  const key = JSON.stringify([...productIds]);
  const [quoted, setQuoted] = useState<{ key: string; bills: readonly BillItem[] } | null>(null);
  useEffect(() => {
    const ids = JSON.parse(key) as string[];
    if (ids.length === 0) return;
    let live = true;
    void loadUpgradeDetails(clients, Object.fromEntries(ids.map((id) => [id, true as const]))).then((outcome) => {
      if (live && outcome.kind === 'success') setQuoted({ key, bills: outcome.result.bills });
    });
    return () => {
      live = false;
    };
  }, [clients, key]);
  return quoted?.key === key ? quoted.bills : null;
}

/** Bills as the server priced them: each with its due text ('Billed within N hour(s)' or 'Due {date}'), amount and lines. */
export function QuotedBills({ bills, now }: { bills: readonly BillItem[]; now: Date }) {
  return (
    <>
      {bills.map((bill) => (
        <div key={bill.billDate} className="billing-bill billing-quoted-bill">
          <p>
            <span className="billing-bill-due">{billDueText(bill.billDate, now)}</span> <strong>{formatCents(bill.amountCents)}</strong>
          </p>
          <BillLines bill={bill} />
        </div>
      ))}
    </>
  );
}
