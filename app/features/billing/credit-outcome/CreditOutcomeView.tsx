import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/routing/route-table.ts';
import { SUPPORT_URL } from '../../../kit/ErrorPage.tsx';
import { creditOutcomeView, type CreditOutcome } from './logic/credit-outcome.ts';

/** One outage-credit landing page: what claiming the discount came to, and the one way on. */
export function CreditOutcomeView({ title, outcome }: { title: string; outcome: CreditOutcome }) {
  const view = creditOutcomeView(outcome);
  return (
    <section className="billing-page credit-page" aria-labelledby="page-title" data-outcome={outcome}>
      <h1 id="page-title">{title}</h1>
      {view.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        {view.action.kind === 'account' ? (
          <Link className="credit-action" to={PATHS.account}>
            {view.action.label}
          </Link>
        ) : view.action.kind === 'sign-in' ? (
          <a className="credit-action" href={PATHS.logout}>
            {view.action.label}
          </a>
        ) : (
          <a className="credit-action" href={SUPPORT_URL}>
            {view.action.label}
          </a>
        )}
      </p>
    </section>
  );
}
