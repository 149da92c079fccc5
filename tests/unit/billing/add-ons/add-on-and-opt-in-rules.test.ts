/**
 * The rules of the account page's add-on screens (which are offered, the three bill dates an extension bills
 * through, the extension form and its report) and of the free-plan opt-in after cancelling.
 */
import { describe, expect, it } from 'vitest';
import {
  addOnScreenEntries,
  canSubmitExtension,
  cancellableAddOns,
  EMPTY_EXTENSION,
  extensionAddOns,
  extensionBillDates,
  extensionReducer,
  extensionReport,
  joinNames,
  type ExtensionEvent,
  type ExtensionForm,
} from '../../../../app/features/billing/add-ons/logic/add-on-screens.ts';
import { freePlanOptIn, isFreePlan } from '../../../../app/features/billing/cancel/logic/free-plan-opt-in.ts';
import type { ProductItem } from '../../../../app/features/billing/core/logic/types.ts';
import type { FastPlanState } from '../../../../generated/graphql/schema.ts';

function product(id: string, type: ProductItem['type'], priceCents: number, extra: Partial<ProductItem> = {}): ProductItem {
  return { id, type, displayName: id, priceCents, basePriceCents: priceCents, unit: 'month', unitCount: 1, ...extra };
}

const CORE = product('airwave-argon', 'plan', 3199);
const FAST = product('airwave-fast', 'plan', 0);
const DEACTIVATED = product('airwave-deactivated', 'plan', 0);
const EPIX = product('epix', 'add-on', 599);
const STARZ = product('starz', 'add-on', 899);
const MOVIE = product('movie', 'add-on', 499);

describe('extensionBillDates: the next 3 monthly bill dates from the next bill date', () => {
  it.each([
    ['a mid-month bill', '2026-05-13T08:00:00.000Z', ['2026-05-13T08:00:00.000Z', '2026-06-13T08:00:00.000Z', '2026-07-13T08:00:00.000Z']],
    ['a bill across the new year', '2026-11-30T08:00:00.000Z', ['2026-11-30T08:00:00.000Z', '2026-12-30T08:00:00.000Z', '2027-01-30T08:00:00.000Z']],
    ['the 31st into February (not a leap year)', '2027-01-31T08:00:00.000Z', ['2027-01-31T08:00:00.000Z', '2027-02-28T08:00:00.000Z', '2027-03-31T08:00:00.000Z']],
    ['the 31st into February (a leap year)', '2028-01-31T08:00:00.000Z', ['2028-01-31T08:00:00.000Z', '2028-02-29T08:00:00.000Z', '2028-03-31T08:00:00.000Z']],
    ['the 31st into a 30-day month', '2026-03-31T23:30:00.000Z', ['2026-03-31T23:30:00.000Z', '2026-04-30T23:30:00.000Z', '2026-05-31T23:30:00.000Z']],
    ['the 29th through February', '2026-12-29T08:00:00.000Z', ['2026-12-29T08:00:00.000Z', '2027-01-29T08:00:00.000Z', '2027-02-28T08:00:00.000Z']],
    ['a calendar day', '2026-08-31', ['2026-08-31', '2026-09-30', '2026-10-31']],
  ])('%s', (_case, billDate, dates) => {
    expect(extensionBillDates(billDate)).toEqual(dates);
  });

  it.each([[null], [undefined], [''], ['not a date']])('gives no dates without a readable next bill date (%s)', (billDate) => {
    expect(extensionBillDates(billDate)).toEqual([]);
  });
});

type ScreenDetails = Parameters<typeof addOnScreenEntries>[0];
function account(overrides: Partial<ScreenDetails> = {}): ScreenDetails {
  return { fsmState: 'regular', sponsor: null, biller: 'chargebee', isInFreeTrial: false, subscribedItems: [CORE, EPIX], selectableItems: [STARZ, MOVIE], ...overrides };
}

describe('addOnScreenEntries: which add-on screens the account page offers', () => {
  it.each<[string, Partial<ScreenDetails>, ReturnType<typeof addOnScreenEntries>]>([
    ['a subscriber with an add-on and more on offer', {}, { extend: 'Add-on extension', cancel: true }],
    ['a trial', { isInFreeTrial: true, subscribedItems: [CORE] }, { extend: 'Activate', cancel: false }],
    ['a delinquent subscriber', { fsmState: 'delinquent_access' }, { extend: 'Add-on extension', cancel: true }],
    ['nothing left on offer', { selectableItems: [] }, { extend: null, cancel: true }],
    ['an offer the subscription already has', { selectableItems: [EPIX] }, { extend: null, cancel: true }],
    ['its only add-on already leaving', { subscribedItems: [CORE, { ...EPIX, departingAt: '2026-05-13' }] }, { extend: 'Add-on extension', cancel: false }],
    ['a departing subscription', { fsmState: 'departing' }, { extend: null, cancel: false }],
    ['a deleted account', { fsmState: 'deleted' }, { extend: null, cancel: false }],
    ['a deactivated account', { fsmState: 'deactivated' }, { extend: null, cancel: false }],
    ['a sponsored account', { sponsor: { name: 'Acme Telecom', url: null } }, { extend: null, cancel: false }],
    ['a Roku-billed subscriber', { biller: 'roku' }, { extend: null, cancel: false }],
    ['an Apple-billed subscriber', { biller: 'apple' }, { extend: null, cancel: false }],
    ['a Stripe-billed subscriber', { biller: 'stripe' }, { extend: 'Add-on extension', cancel: true }],
  ])('%s', (_case, overrides, entries) => {
    expect(addOnScreenEntries(account(overrides))).toEqual(entries);
  });

  it('offers to cancel only add-ons still billed, and to add only add-ons not had', () => {
    const details = account({ subscribedItems: [CORE, EPIX, { ...STARZ, departingAt: '2026-05-13' }], selectableItems: [STARZ, MOVIE, FAST] });
    expect(cancellableAddOns(details).map((item) => item.id)).toEqual(['epix']);
    expect(extensionAddOns(details).map((item) => item.id)).toEqual(['movie']);
  });
});

describe('the extension form', () => {
  const run = (events: ExtensionEvent[], from: ExtensionForm = EMPTY_EXTENSION) => events.reduce(extensionReducer, from);

  it.each<[string, ExtensionEvent[], boolean]>([
    ['nothing chosen', [], false],
    ['an add-on but not the legal box', [{ type: 'toggle', id: 'starz' }], false],
    ['the legal box but no add-on', [{ type: 'legal', checked: true }], false],
    ['an add-on and the legal box', [{ type: 'toggle', id: 'starz' }, { type: 'legal', checked: true }], true],
    ['an add-on chosen then unchosen', [{ type: 'toggle', id: 'starz' }, { type: 'toggle', id: 'starz' }, { type: 'legal', checked: true }], false],
    ['the legal box ticked then unticked', [{ type: 'toggle', id: 'starz' }, { type: 'legal', checked: true }, { type: 'legal', checked: false }], false],
    ['a submit under way', [{ type: 'toggle', id: 'starz' }, { type: 'legal', checked: true }, { type: 'submit' }], false],
  ])('submit with %s: %s', (_case, events, enabled) => {
    expect(canSubmitExtension(run(events))).toBe(enabled);
  });

  it('keeps what was not added selected, with the legal box, and marks what was added', () => {
    const sent = run([{ type: 'toggle', id: 'starz' }, { type: 'toggle', id: 'movie' }, { type: 'legal', checked: true }, { type: 'submit' }]);
    expect(run([{ type: 'toggle', id: 'epix' }, { type: 'legal', checked: false }], sent)).toBe(sent);
    const answered = extensionReducer(sent, { type: 'results', results: [{ id: 'starz', ok: true }, { id: 'movie', ok: false, message: 'This add-on is not available for your subscription. (Code: 1262)' }] });
    expect(answered).toEqual({ selected: ['movie'], legal: true, added: ['starz'], sending: false, failures: [{ id: 'movie', ok: false, message: 'This add-on is not available for your subscription. (Code: 1262)' }] });
    expect(canSubmitExtension(answered)).toBe(true);
    // An added add-on cannot be chosen again; a submit clears the last report.
    expect(extensionReducer(answered, { type: 'toggle', id: 'starz' })).toBe(answered);
    expect(extensionReducer(answered, { type: 'submit' }).failures).toEqual([]);
  });

  it('keeps add-ons that were never sent (a stale answer stopped the submit) selected without a failure', () => {
    const sent = run([{ type: 'toggle', id: 'starz' }, { type: 'toggle', id: 'movie' }, { type: 'legal', checked: true }, { type: 'submit' }]);
    const stopped = extensionReducer(sent, { type: 'results', results: [{ id: 'starz', ok: false, message: null }] });
    expect(stopped.selected).toEqual(['starz', 'movie']);
    expect(stopped.added).toEqual([]);
  });

  const names: Record<string, string> = { starz: 'STARZ', movie: 'Cinemax', epix: 'MGM+' };
  it.each<[string, Pick<ExtensionForm, 'added' | 'failures'>, string[]]>([
    ['everything added', { added: ['starz'], failures: [] }, []],
    ['one added, one refused', { added: ['starz'], failures: [{ id: 'movie', ok: false, message: 'Add-ons can’t be changed while your subscription is ending. (Code: 1302)' }] }, ['STARZ was added.', 'Cinemax was not added: Add-ons can’t be changed while your subscription is ending. (Code: 1302)']],
    ['two added, one refused by a modal', { added: ['starz', 'epix'], failures: [{ id: 'movie', ok: false, message: null }] }, ['STARZ and MGM+ were added.', 'Cinemax was not added.']],
    ['nothing added', { added: [], failures: [{ id: 'movie', ok: false, message: 'Failed. (Code: 1500)' }, { id: 'starz', ok: false, message: null }] }, ['Cinemax was not added: Failed. (Code: 1500)', 'STARZ was not added.']],
  ])('reports %s', (_case, form, lines) => {
    expect(extensionReport(form, (id) => names[id] ?? id)).toEqual(lines);
  });

  it.each([[[], ''], [['MGM+'], 'MGM+'], [['MGM+', 'STARZ'], 'MGM+ and STARZ'], [['MGM+', 'STARZ', 'Cinemax'], 'MGM+, STARZ and Cinemax']])('joins %j as %s', (list, text) => {
    expect(joinNames(list)).toBe(text);
  });
});

describe('freePlanOptIn: the free plan offered after cancelling', () => {
  it.each<[string, ProductItem[] | null, FastPlanState | null, ProductItem | null]>([
    ['a free plan on offer, not enrolled', [CORE, FAST], 'UNENROLLED', FAST],
    ['a free plan on offer, enrollment unknown', [CORE, FAST], null, FAST],
    ['already enrolled', [CORE, FAST], 'ENROLLED', null],
    ['pre-enrolled', [CORE, FAST], 'PREENROLLED', null],
    ['no free plan on offer', [CORE], 'UNENROLLED', null],
    ['only the deactivated placeholder costs nothing', [DEACTIVATED, CORE], 'UNENROLLED', null],
    ['a discounted paid plan at $0 is not the free plan', [{ ...CORE, priceCents: 0 }], 'UNENROLLED', null],
    ['plans that could not be read', null, 'UNENROLLED', null],
  ])('%s', (_case, plans, state, offered) => {
    expect(freePlanOptIn(plans, state)).toEqual(offered);
  });

  it.each([[FAST, true], [CORE, false], [DEACTIVATED, false], [product('free-bundle', 'bundle', 0), false]])('isFreePlan(%o) is %s', (item, free) => {
    expect(isFreePlan(item)).toBe(free);
  });
});
