import { formatBillingDate } from '../core/logic/dates.ts';
import { formatCents } from '../core/logic/price-text.ts';
import type { UserDetails } from '../core/logic/types.ts';
import { ACCOUNT_PAGE, NO_BILLING_HISTORY } from './texts.ts';

export function BillingHistorySection({ details }: { details: UserDetails }) {
  return (
    <section className="billing-section" aria-labelledby="billing-history">
      <h2 id="billing-history">{ACCOUNT_PAGE.billingHistory}</h2>
      {details.billingEvents.length === 0 ? (
        <p className="billing-note">{NO_BILLING_HISTORY}</p>
      ) : (
        <table className="billing-history">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {details.billingEvents.map((event) => (
              <tr key={`${event.date}:${event.description}`}>
                <td>{formatBillingDate(event.date)}</td>
                <td>{event.url ? <a href={event.url}>{event.description}</a> : event.description}</td>
                <td>{formatCents(event.type === 'refund' || event.type === 'coupon' ? -event.amountCents : event.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
