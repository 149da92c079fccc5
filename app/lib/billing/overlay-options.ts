/**
 * Where the overlay opens: on Manage Plan (change plan, an upgrade from browse), on Manage Add-Ons, or
 * straight on Checkout to switch to direct billing ('Switch to {product} billing') with a new card.
 */
export type OverlayEntry = 'plan' | 'addon' | 'direct';

/** How a part of the app opens the subscription overlay (through app/features/billing/overlay/push-overlay.tsx). */
export interface SubscriptionOverlayOptions {
  /** The screen it opens on: Manage Plan or Manage Add-Ons. */
  entry: OverlayEntry;
  /** The test clock or the wall clock: bill dates read 'Billed within N hour(s)' from it. */
  now: () => Date;
  /** After a successful submit (the toast has shown): e.g. the account page reads its details again. */
  onChanged?: () => void;
  /** When it closes, however it closes (an Upgrade button stops spinning). */
  onClosed?: () => void;
  /** Where an upgrade from browse goes on after a successful submit (an in-app path). */
  postAddOnURL?: string;
  /** Products to select when it opens (what an Upgrade button would unlock): a plan, add-ons. */
  preselect?: readonly string[];
  /** A line on the first screen saying what the upgrade is for. */
  message?: string;
}
