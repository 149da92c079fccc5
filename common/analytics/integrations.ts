import { DO_NOT_SELL_DISABLED, EVENT_INTEGRATIONS, type AnalyticsEventName } from '../../generated/analytics/events.ts';

/**
 * The integrations one event goes to, as the SDK's per-event `integrations` option: only those the tracking plan
 * lists for it (`All: false`), and with do-not-sell on, those the plan marks `doNotSell: disable` turned off
 * ("analytics is disabled per integration when the do-not-sell setting is on"). `watchedSecond` has no Webhooks:
 * the plan does not list it.
 */
export function integrationsFor(event: AnalyticsEventName, doNotSell: boolean): Record<string, boolean> {
  const integrations: Record<string, boolean> = { All: false };
  for (const name of EVENT_INTEGRATIONS[event]) integrations[name] = !(doNotSell && DO_NOT_SELL_DISABLED.includes(name));
  return integrations;
}
