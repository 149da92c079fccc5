import { canChangeSubscription, isExternalBiller } from '../../core/logic/account-actions.ts';
import { isCalendarDay, parseBillingDate } from '../../core/logic/dates.ts';
import type { ProductItem, UserDetails } from '../../core/logic/types.ts';

type ProductId = ProductItem['id'];

/** The account page's add-on screens: none (the page itself), the extension, or cancelling one. */
export type AddOnScreen = 'default' | 'extend' | 'cancel';

/** The extension's name on the page: 'Activate' while the free trial runs, 'Add-on extension' otherwise. */
export const ADD_ON_EXTENSION = 'Add-on extension';
export const ACTIVATE = 'Activate';
export const CANCEL_ADD_ON_EXTENSION = 'Cancel your add-on extension';

/** How many monthly bills an add-on extension is shown billing through. */
export const EXTENSION_BILL_COUNT = 3;

type ScreenInput = Pick<UserDetails, 'fsmState' | 'sponsor' | 'biller' | 'isInFreeTrial' | 'subscribedItems' | 'selectableItems'>;

/** Add-ons the subscription has and is still billed for (not already leaving at a date). */
export function cancellableAddOns(details: Pick<UserDetails, 'subscribedItems'>): ProductItem[] {
  return details.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt);
}

/** Add-ons on offer that the subscription does not have yet (a departing one is still had). */
export function extensionAddOns(details: Pick<UserDetails, 'subscribedItems' | 'selectableItems'>): ProductItem[] {
  const had = new Set(details.subscribedItems.map((item) => item.id));
  return details.selectableItems.filter((item) => item.type !== 'plan' && !had.has(item.id));
}

export interface AddOnScreenEntries {
  /** The extension's label ('Activate' during a trial), or null when it is not offered. */
  extend: typeof ADD_ON_EXTENSION | typeof ACTIVATE | null;
  /** 'Cancel your add-on extension' is offered. */
  cancel: boolean;
}

/**
 * Which add-on screens the account page offers. Add-on changes are for a running subscription the viewer
 * manages (not while departing, deleted or deactivated, nor a sponsor's); an extension bills with the
 * subscription each month, so only a directly billed one has them (a provider refuses them, 1276). The
 * extension needs an add-on on offer and reads 'Activate' during a free trial; cancelling needs an add-on
 * that is still billed.
 */
export function addOnScreenEntries(details: ScreenInput): AddOnScreenEntries {
  if (!canChangeSubscription(details) || isExternalBiller(details.biller)) return { extend: null, cancel: false };
  const extend = extensionAddOns(details).length > 0 ? (details.isInFreeTrial ? ACTIVATE : ADD_ON_EXTENSION) : null;
  return { extend, cancel: cancellableAddOns(details).length > 0 };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The bill dates an add-on extension bills through: the next bill date and the same day of each following
 * month, `count` in all (3 by default). A day the month lacks falls on its last day, and each month starts
 * again from the first bill's day, so Jan 31 → Feb 28 (29 in a leap year) → Mar 31. The time of day (UTC)
 * is kept; a calendar day ('2026-01-31') gives calendar days. No next bill date (or an unreadable one)
 * gives none.
 */
export function extensionBillDates(nextBillDate: string | null | undefined, count = EXTENSION_BILL_COUNT): string[] {
  if (!nextBillDate) return [];
  const calendarDay = isCalendarDay(nextBillDate);
  const first = parseBillingDate(nextBillDate);
  if (Number.isNaN(first.getTime())) return [];
  const day = first.getUTCDate();
  return Array.from({ length: count }, (_, index) => {
    const months = first.getUTCMonth() + index;
    const year = first.getUTCFullYear() + Math.floor(months / 12);
    const month = months % 12;
    const date = new Date(
      Date.UTC(year, month, Math.min(day, daysInMonth(year, month)), first.getUTCHours(), first.getUTCMinutes(), first.getUTCSeconds(), first.getUTCMilliseconds()),
    );
    return calendarDay ? date.toISOString().slice(0, 10) : date.toISOString();
  });
}

/** One add-on's answer to its add call: added, or not, with the text to show (null when a modal said it). */
export type ExtensionResult = { id: ProductId; ok: true } | { id: ProductId; ok: false; message: string | null };

export interface ExtensionForm {
  selected: readonly ProductId[];
  legal: boolean;
  /** Add-ons this screen has already added (a partial success: they stay added, shown as such). */
  added: readonly ProductId[];
  sending: boolean;
  /** The add-ons of the last submit that were not added, with why. */
  failures: readonly Extract<ExtensionResult, { ok: false }>[];
}

export const EMPTY_EXTENSION: ExtensionForm = { selected: [], legal: false, added: [], sending: false, failures: [] };

export type ExtensionEvent =
  | { type: 'toggle'; id: ProductId }
  | { type: 'legal'; checked: boolean }
  | { type: 'submit' }
  | { type: 'results'; results: readonly ExtensionResult[] };

/** Submit needs the legal checkbox and at least one selected add-on, and not a submit already under way. */
export function canSubmitExtension(form: ExtensionForm): boolean {
  return form.legal && form.selected.length > 0 && !form.sending;
}

/**
 * The extension form. An added add-on leaves the selection; whatever was not added (refused, or not sent
 * because an earlier answer stopped the submit) stays selected, with the legal box as it was, so nothing
 * the viewer chose is lost and Submit can try again.
 */
export function extensionReducer(form: ExtensionForm, event: ExtensionEvent): ExtensionForm {
  switch (event.type) {
    case 'toggle':
      if (form.sending || form.added.includes(event.id)) return form;
      return { ...form, selected: form.selected.includes(event.id) ? form.selected.filter((id) => id !== event.id) : [...form.selected, event.id] };
    case 'legal':
      return form.sending ? form : { ...form, legal: event.checked };
    case 'submit':
      return canSubmitExtension(form) ? { ...form, sending: true, failures: [] } : form;
    case 'results': {
      const added = event.results.filter((result) => result.ok).map((result) => result.id);
      return {
        ...form,
        sending: false,
        added: [...form.added, ...added.filter((id) => !form.added.includes(id))],
        selected: form.selected.filter((id) => !added.includes(id)),
        failures: event.results.filter((result): result is Extract<ExtensionResult, { ok: false }> => !result.ok),
      };
    }
  }
}

/** 'MGM+', 'MGM+ and STARZ', 'MGM+, STARZ and Cinemax'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * What a submit that did not add everything says, one line each: the add-ons it did add, then each one it
 * could not, with the server's reason when there is one to show.
 */
export function extensionReport(form: Pick<ExtensionForm, 'added' | 'failures'>, nameOf: (id: ProductId) => string): string[] {
  if (form.failures.length === 0) return [];
  const lines = form.added.length > 0 ? [`${joinNames(form.added.map(nameOf))} ${form.added.length === 1 ? 'was' : 'were'} added.`] : [];
  for (const failure of form.failures) lines.push(failure.message ? `${nameOf(failure.id)} was not added: ${failure.message}` : `${nameOf(failure.id)} was not added.`);
  return lines;
}
