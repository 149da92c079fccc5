import { useEffect } from 'react';
import { track } from '../../../kit/analytics/track.ts';
import type { OverlayScreen } from './logic/overlay-flow.ts';

/**
 * Each screen of a change (Manage Plan, Manage Add-Ons, Checkout) is a step of the tracking plan's plan-change
 * funnel, sent once per screen shown with the selection at that moment.
 */
export function usePlanChangeSteps(screen: OverlayScreen, selection: { plan: string | null; addOns: readonly string[] }): void {
  const plan = selection.plan;
  const addOns = selection.addOns.join(',');
  useEffect(() => {
    if (screen !== 'plan' && screen !== 'addon' && screen !== 'checkout') return;
    track('Plan Change Step Viewed', { step: screen, ...(plan ? { planId: plan } : {}), addonIds: addOns ? addOns.split(',') : [] });
    // Once per screen shown: not again for each change of the selection on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen]);
}
