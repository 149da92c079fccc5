import type { OverlayEntry } from '../logic/overlay.ts';

/** How a part of the app opens the subscription overlay (through app/shell/subscription-overlay.tsx). */
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
