/**
 * The overlay's rules for provider-billed changes and for add-ons a plan leaves out: which plans an
 * externally billed account is offered, which selected add-ons the chosen plan drops and why, and the texts
 * that say so. The shared rules in common/billing-change.ts are table-tested here too.
 */
import { describe, expect, it } from 'vitest';
import { planIncludesAddOn, providerCanBill } from '../../../../common/billing-change.ts';
import { droppedAddOns, effectiveSelection, planRefusedByProvider } from '../../../../app/features/billing/overlay/logic/overlay-flow.ts';
import type { OverlayEntry } from '../../../../app/lib/billing/overlay-options.ts';
import type { ProductItem } from '../../../../app/features/billing/core/logic/types.ts';
import { droppedAddOnText, providerBillsChangeText, providerCannotBillText, providerLegalText } from '../../../../app/features/billing/overlay/texts.ts';

const channels = (...ids: string[]) => ids.map((channelId) => ({ channelId, displayName: channelId }));
const product = (id: string, fields: Partial<ProductItem>) =>
  ({ id, type: 'plan', displayName: id, priceCents: 0, basePriceCents: 0, unit: 'month', unitCount: 1, ...fields }) as ProductItem;

const core = product('airwave-argon', { displayName: 'Airwave Core', supportedAddons: ['epix', 'movie', 'starz', 'amcplus-adfree'], channels: channels('cnn', 'amc') });
const plus = product('airwave-plus', { displayName: 'Airwave Plus', supportedAddons: ['movie', 'amcplus-adfree'], channels: channels('cnn', 'amc', 'mgm-plus', 'starz-east') });
const legacy = product('airwave-2021', { displayName: 'Airwave Legacy', supportedAddons: ['epix', 'starz'], channels: channels('cnn') });
const legacy3m = product('airwave-2021-3m', { displayName: 'Airwave Legacy, 3 months', unitCount: 3, supportedAddons: ['epix', 'starz'], channels: channels('cnn') });
const epix = product('epix', { type: 'add-on', displayName: 'MGM+', channels: channels('mgm-plus') });
const movie = product('movie', { type: 'add-on', displayName: 'Movie Pack', channels: [] });
const starz = product('starz', { type: 'add-on', displayName: 'STARZ', channels: channels('starz-east') });
const amc = product('amcplus-adfree', { type: 'add-on', displayName: 'AMC+ Ad-Free', channels: channels('amc-plus') });
const details = { selectablePlans: [core, plus, legacy, legacy3m], selectableAddons: [epix, movie, starz, amc] };

describe('which plans an externally billed account is offered: its provider bills monthly plans only', () => {
  it.each<[string, ProductItem, OverlayEntry, boolean, boolean]>([
    ['Roku, a monthly plan', plus, 'plan', true, false],
    ['Roku, a plan billed every 3 months', legacy3m, 'plan', true, true],
    ['Roku, add-ons first, a plan billed every 3 months', legacy3m, 'addon', true, true],
    ['Roku switching to direct billing: any plan', legacy3m, 'direct', true, false],
    ['a card on file: any plan', legacy3m, 'plan', false, false],
  ])('%s → refused %s', (_name, plan, entry, externallyBilled, refused) => {
    expect(planRefusedByProvider(plan, { entry, externallyBilled })).toBe(refused);
  });

  it.each([
    [1, true],
    [2, false],
    [3, false],
  ])('unitCount %i → the provider can bill it: %s', (unitCount, can) => {
    expect(providerCanBill({ unitCount })).toBe(can);
  });
});

describe('a plan includes an add-on when all of its channels are in the plan', () => {
  it.each<[string, ProductItem, ProductItem, boolean]>([
    ['Plus includes MGM+', plus, epix, true],
    ['Plus includes STARZ', plus, starz, true],
    ['Core does not include MGM+', core, epix, false],
    ['an add-on without channels is never included', plus, movie, false],
    ['Plus does not include AMC+', plus, amc, false],
  ])('%s', (_name, plan, addOn, included) => {
    expect(planIncludesAddOn(plan, addOn)).toBe(included);
  });
});

describe('the add-ons the chosen plan leaves out, and why', () => {
  it.each<[string, { plan: ProductItem['id'] | null; addOns: string[] }, [string, string][], string[]]>([
    ['Core with MGM+ to Plus: MGM+ is included', { plan: 'airwave-plus', addOns: ['epix'] }, [['epix', 'included']], []],
    ['Core with MGM+, STARZ and Movie Pack to Plus', { plan: 'airwave-plus', addOns: ['starz', 'movie', 'epix'] }, [['epix', 'included'], ['starz', 'included']], ['movie']],
    ['Core with AMC+ to Legacy: not offered', { plan: 'airwave-2021', addOns: ['amcplus-adfree', 'epix'] }, [['amcplus-adfree', 'unavailable']], ['epix']],
    ['Core kept: nothing dropped', { plan: 'airwave-argon', addOns: ['epix', 'movie'] }, [], ['epix', 'movie']],
    ['no plan chosen: nothing dropped', { plan: null, addOns: ['epix'] }, [], []],
  ])('%s', (_name, selection, dropped, kept) => {
    const chosen = { plan: selection.plan as 'airwave-plus' | null, addOns: selection.addOns };
    expect(droppedAddOns(chosen, details).map(({ addOn, reason }) => [addOn.id, reason])).toEqual(dropped);
    // What is sent is exactly what is not dropped.
    expect(effectiveSelection(chosen, details).addOns).toEqual(kept);
  });
});

describe('texts (our wording)', () => {
  it.each<[string, string]>([
    [droppedAddOnText('MGM+', 'Airwave Plus', 'included'), 'Airwave Plus already includes MGM+, so MGM+ is not billed separately.'],
    [droppedAddOnText('AMC+ Ad-Free', 'Airwave Legacy', 'unavailable'), 'AMC+ Ad-Free is not available with Airwave Legacy, so it is removed from your selection.'],
    [providerBillsChangeText('Roku'), 'Roku bills this change with your Airwave subscription. No card is needed.'],
    [providerCannotBillText('Roku'), 'Roku can’t bill this plan. Switch to Airwave billing to choose it.'],
    [providerLegalText('Roku'), 'I agree to the Airwave Terms of Use and authorize Roku to bill this change with my Airwave subscription.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
