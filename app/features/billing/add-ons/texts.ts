/**
 * The add-on screens' texts (the add-on extension and its cancel screen), and the add-on lists of the account
 * page.
 */
import { formatBillingDate } from '../core/logic/dates.ts';

export const ADD_ON_LISTS = { yours: 'Your add-ons', available: 'Available add-ons' } as const;

/**
 * The add-on screens' wording other than their names ('Add-on extension', 'Activate', 'Cancel your add-on
 * extension', in logic/add-on-screens.ts): ours.
 */
export const ADD_ON_SCREENS = {
  extendIntro: 'Choose the add-ons to add to your subscription.',
  choose: 'Add-ons',
  added: 'Added',
  billedOn: 'The add-on extension bills with your subscription on each of your next 3 bill dates:',
  cancelIntro: 'Choose the add-on to cancel.',
  cancelAction: 'Cancel add-on',
  keep: 'Keep my add-ons',
} as const;

/** On the cancel screen: the bill dates the chosen add-on's extension would bill on if it were kept. */
export function addOnBillsOnText(addOn: string): string {
  return `Kept, ${addOn} bills with your subscription on each of your next 3 bill dates:`;
}

export function addOnStaysText(addOn: string, until: string): string {
  return `${addOn} stays until ${formatBillingDate(until)} and is not billed after that.`;
}
