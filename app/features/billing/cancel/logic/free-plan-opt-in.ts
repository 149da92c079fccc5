import type { FastPlanState } from '../../../../../generated/graphql/schema.ts';
import { isFreePlan as costsNothing } from '../../reactivation/logic/reactivation.ts';
import type { ProductItem } from '../../core/logic/types.ts';

/** The placeholder plan of a deactivated account: free of charge, but not a plan anyone can choose. */
const DEACTIVATED_PLAN = 'airwave-deactivated';

/** A plan that costs nothing, now or at list price (reactivation.ts isFreePlan), and that one can choose: the free (FAST) plan. */
export function isFreePlan(item: Pick<ProductItem, 'id' | 'type' | 'priceCents' | 'basePriceCents'>): boolean {
  return item.type === 'plan' && item.id !== DEACTIVATED_PLAN && costsNothing(item);
}

/**
 * Whether a viewer who has just cancelled is offered the free plan, and which plan that is: only when the
 * plans on offer (signup details) include a free one and the viewer is not already enrolled or pre-enrolled
 * in it. Plans that could not be read (`null`) offer nothing; a subscription state that could not be read
 * (`null`) does not stop the offer, since enrolling someone already enrolled changes nothing.
 */
export function freePlanOptIn(selectablePlans: readonly ProductItem[] | null, fastPlanState: FastPlanState | null): ProductItem | null {
  if (!selectablePlans) return null;
  if (fastPlanState === 'ENROLLED' || fastPlanState === 'PREENROLLED') return null;
  return selectablePlans.find(isFreePlan) ?? null;
}
