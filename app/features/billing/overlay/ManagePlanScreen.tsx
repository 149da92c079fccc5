import type { Dispatch } from 'react';
import type { PlanId, ProductItem } from '../core/logic/types.ts';
import { planCardFacts } from './logic/product-card.ts';
import { planRefusedByProvider, type OverlayEvent } from './logic/overlay-flow.ts';
import type { OverlayEntry } from '../../../lib/billing/overlay-options.ts';
import { OVERLAY, providerCannotBillText } from './texts.ts';

/** Manage Plan ('Select Plan' on the persistent paywall): one choice per plan; a plan the provider cannot bill is shown, not offered, with why. */
export function ManagePlanScreen({
  headingId,
  plans,
  chosen,
  entry,
  externallyBilled,
  providerName,
  dispatch,
}: {
  headingId: string;
  plans: readonly ProductItem[];
  chosen: PlanId | null;
  entry: OverlayEntry;
  externallyBilled: boolean;
  providerName: string | null;
  dispatch: Dispatch<OverlayEvent>;
}) {
  return (
    <fieldset className="overlay-choices">
      <legend className="overlay-legend">{OVERLAY.plans}</legend>
      {plans.map((plan) => {
        // A plan the provider cannot bill is shown, not offered, with why.
        const refused = providerName !== null && planRefusedByProvider(plan, { entry, externallyBilled });
        const noteId = `${headingId}-${plan.id}-refused`;
        return (
          <label key={plan.id} className="overlay-choice" data-chosen={plan.id === chosen || undefined} data-refused={refused || undefined}>
            <input
              type="radio"
              name={`${headingId}-plan`}
              checked={plan.id === chosen}
              disabled={refused}
              aria-describedby={refused ? noteId : undefined}
              onChange={() => dispatch({ type: 'choose-plan', plan: plan.id as PlanId })}
            />
            <PlanCard plan={plan} />
            {refused ? (
              <span id={noteId} className="billing-note overlay-refused">
                {providerCannotBillText(providerName)}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** A plan's card in Manage Plan: name, price (and monthly price of a longer period), trial, lineup size, description. */
function PlanCard({ plan }: { plan: ProductItem }) {
  const facts = planCardFacts(plan);
  const details = [facts.unitPrice, facts.trial, facts.channels].filter((text): text is string => text !== null);
  return (
    <>
      <span className="overlay-choice-name">{plan.displayName}</span>
      <span>{facts.price}</span>
      {details.length > 0 ? <span className="billing-note">{details.join(' · ')}</span> : null}
      {plan.shortDescription ? <span className="billing-note">{plan.shortDescription}</span> : null}
    </>
  );
}
