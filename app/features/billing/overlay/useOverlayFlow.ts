import { useMemo, useReducer } from 'react';
import type { SubscriptionOverlayOptions } from '../../../lib/billing/overlay-options.ts';
import { BILLER_NAMES, currentPlan, isExternalBiller } from '../core/logic/account-actions.ts';
import type { PlanId, SignupDetails, UserDetails } from '../core/logic/types.ts';
import { droppedAddOns, effectiveSelection, hasChange, initialOverlayState, overlayFlow, overlayTransition, screenOf, withPreselected, type OverlaySelection, type OverlayState } from './logic/overlay-flow.ts';
import { droppedAddOnText } from './texts.ts';

/** What the overlay reads when it opens: the plans and add-ons on offer, and the account. */
export interface OverlayData {
  signup: SignupDetails;
  account: UserDetails;
}

/** What the account has now: its plan and the add-ons that stay past the next bill. */
function currentSelection(account: UserDetails): OverlaySelection {
  const plan = currentPlan(account);
  return {
    plan: (plan?.id as PlanId | undefined) ?? null,
    addOns: account.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id),
  };
}

/**
 * The overlay's screens and selection (logic/overlay-flow.ts overlayTransition), and what follows from them: the
 * screen shown, the selection as it would take effect, whether it changes anything, the chosen plan, who bills it,
 * and what the chosen plan leaves out.
 */
export function useOverlayFlow({ signup, account }: OverlayData, options: SubscriptionOverlayOptions) {
  const current = useMemo(() => currentSelection(account), [account]);
  const [state, dispatch] = useReducer(overlayTransition, undefined, (): OverlayState =>
    initialOverlayState(overlayFlow(options.entry, account.biller, current.plan !== null), withPreselected(current, options.preselect ?? [], signup)),
  );
  const screen = screenOf(state);
  const selection = useMemo(() => effectiveSelection(state.selection, signup), [state.selection, signup]);
  const changed = hasChange(options.entry, selection, current);
  const chosenPlan = signup.selectablePlans.find((plan) => plan.id === selection.plan);
  const externallyBilled = isExternalBiller(account.biller);
  const providerName = externallyBilled ? BILLER_NAMES[account.biller] : null;
  // Add-ons the chosen plan leaves out (it includes them, or does not offer them): said on Manage Add-Ons and in Checkout.
  const dropped = droppedAddOns(state.selection, signup).map(({ addOn, reason }) => droppedAddOnText(addOn.displayName, chosenPlan?.displayName ?? '', reason));
  return { state, dispatch, screen, current, selection, changed, chosenPlan, externallyBilled, providerName, dropped };
}
