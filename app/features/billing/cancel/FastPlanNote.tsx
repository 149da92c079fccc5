import { hasFreeAccess } from '../../../lib/routing/shell-gate.ts';
import { useUserSubscription } from '../../../kit/useUserSubscription.ts';
import { FREE_PLAN_OPT_IN } from './texts.ts';

/** A cancelled subscription's note that the viewer is enrolled in the free plan (userSubscription.fastPlanState). */
export function FastPlanNote() {
  const subscription = useUserSubscription().data?.userSubscription;
  return subscription && hasFreeAccess(subscription) ? <p>{FREE_PLAN_OPT_IN.enrolledNote}</p> : null;
}
