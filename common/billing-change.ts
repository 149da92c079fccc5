/**
 * Rules for a change of plan or add-ons that the mock world enforces and the subscription overlay shows
 * before anything is sent (billing.yaml, `update_subscription` and `upgrade_details`).
 */

import type { components } from '../generated/rest/billing.ts';

/** What the rules read of a plan or add-on: the contract's `ProductItem`. */
type ChangeProduct = components['schemas']['ProductItem'];

/**
 * An external biller (Roku, Apple, Google, Vizio, Amazon) bills a change of plan or add-ons itself, but only
 * for monthly products: a plan billed every few months (`unitCount` above 1) is billed only directly.
 */
export function providerCanBill(product: Pick<ChangeProduct, 'unitCount'>): boolean {
  return product.unitCount <= 1;
}

/**
 * A plan includes an add-on when every channel of the add-on is in the plan's own lineup (Airwave Plus has
 * MGM+ and STARZ in it): such an add-on is never billed on top of the plan.
 */
export function planIncludesAddOn(plan: Pick<ChangeProduct, 'channels'>, addOn: Pick<ChangeProduct, 'channels'>): boolean {
  const channels = addOn.channels ?? [];
  if (channels.length === 0) return false;
  const lineup = new Set((plan.channels ?? []).map((channel) => channel.channelId));
  return channels.every((channel) => lineup.has(channel.channelId));
}
