import { useEffect, useRef, useState } from 'react';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { loadUpgradeDetails } from '../core/calls.ts';
import type { UpgradeDetails } from '../core/logic/types.ts';
import type { OverlayEntry } from '../../../lib/billing/overlay-options.ts';
import { upgradeDetailsBody, upgradeDetailsQuery, type CheckoutCode, type OverlaySelection } from './logic/overlay-flow.ts';
import { readFailureText, useFailureModal, type BillingFailure } from './useFailureText.ts';

/**
 * Checkout's price of the selection. While it is being priced, `held` is the last order priced in this Checkout (another
 * selection or code, so not current): its room is kept and its amounts are not shown.
 */
export type Pricing = { phase: 'loading'; held: UpgradeDetails | null } | { phase: 'failed'; message: string } | { phase: 'ready'; details: UpgradeDetails };

/** Answers to a priced order that are about the code typed in Checkout: invalid or expired, not for the plan. */
const CODE_REFUSALS: readonly number[] = [1250, 1253];

/** A read that is not made (off Checkout, or nothing to price): it never answers, so the last priced order stays. */
const notPriced = () => new Promise<never>(() => undefined);

/** A code the order cannot take (expired, not for this plan): the order's failure, or null. */
function codeRefusal(outcome: BillingFailure, query: { coupon?: string }): string | null {
  return query.coupon !== undefined && outcome.kind === 'failure' && outcome.code !== undefined && CODE_REFUSALS.includes(outcome.code) ? outcome.message : null;
}

/**
 * Checkout's price of the selection (POST /billing/upgrade_details), read on Checkout and again whenever the
 * selection or the code changes: every amount Checkout shows is the server's. The summary shown is the one
 * priced for the selection (and code) as it is now; the last one stays while Checkout is left. A code the order
 * cannot take goes to `onCodeRefused` with its text (said by the code field, and the order is priced without it).
 */
export function usePricing(input: { checkout: boolean; selection: OverlaySelection; code: CheckoutCode | null; entry: OverlayEntry; onCodeRefused: (message: string) => void }): Pricing {
  const body = upgradeDetailsBody(input.selection);
  const query = upgradeDetailsQuery({ code: input.code, entry: input.entry });
  const pricingKey = JSON.stringify([body, query]);
  const asked = input.checkout && Object.keys(body).length > 0;
  const read = useRestQuery(
    asked ? pricingKey : 'not-priced',
    (clients) => (asked ? loadUpgradeDetails(clients, body, query).then((outcome) => ({ pricingKey, query, outcome })) : notPriced()),
    { keepPrevious: true },
  );
  const priced = read.outcome;
  const failure = priced && priced.outcome.kind !== 'success' ? priced.outcome : null;
  const refusal = failure && priced ? codeRefusal(failure, priced.query) : null;
  useFailureModal(failure && refusal === null ? failure : null);
  const onCodeRefusedRef = useRef(input.onCodeRefused);
  useEffect(() => {
    onCodeRefusedRef.current = input.onCodeRefused;
  });
  useEffect(() => {
    if (refusal !== null && priced) onCodeRefusedRef.current(refusal);
  }, [refusal, priced]);
  const answer = !priced || priced.pricingKey !== pricingKey || refusal !== null ? null : priced.outcome;
  // The last order priced here: the room kept (its amounts hidden) while the next one is priced.
  const [held, setHeld] = useState<UpgradeDetails | null>(null);
  const ready = answer?.kind === 'success' ? answer.result : null;
  if (ready !== null && ready !== held) setHeld(ready);
  if (!answer) return { phase: 'loading', held };
  if (answer.kind === 'success') return { phase: 'ready', details: answer.result };
  return { phase: 'failed', message: failure ? readFailureText(failure) : '' };
}
