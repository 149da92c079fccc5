/**
 * The subscription overlay's pure rules: the screens of a visit, the step machine driven by the header and
 * footer, Submit's enablement, which call a submit uses by billing state, and the bodies it sends.
 */
import { describe, expect, it } from 'vitest';
import { canChangeSubscription } from '../../../../app/features/billing/core/logic/account-actions.ts';
import {
  canContinue,
  canSubmit,
  submitNeeds,
  changeBody,
  changeCallFor,
  effectiveSelection,
  hasChange,
  initialOverlayState,
  isAddOnOnlyChange,
  newCardChangeBody,
  overlayFlow,
  overlayTransition,
  paymentSource,
  screenOf,
  selectionChanged,
  storeDetailsBody,
  upgradeDetailsBody,
  withPreselected,
  type OverlayEvent,
  type OverlayState,
} from '../../../../app/features/billing/overlay/logic/overlay-flow.ts';
import type { BillingFsmState, ProductItem } from '../../../../app/features/billing/core/logic/types.ts';
import { providerManagedUpgradeText, submitNeedsText, switchToDirectText } from '../../../../app/features/billing/overlay/texts.ts';

const run = (state: OverlayState, ...events: OverlayEvent[]) => events.reduce(overlayTransition, state);
const core = { plan: 'airwave-argon' as const, addOns: ['epix'] };

describe('the screens of a visit', () => {
  it.each([
    ['plan', 'chargebee', ['plan', 'addon', 'checkout']],
    ['addon', 'chargebee', ['addon', 'checkout']],
    ['plan', 'roku', ['acknowledge', 'plan', 'addon', 'checkout']],
    ['addon', 'amazon', ['acknowledge', 'addon', 'checkout']],
    ['direct', 'roku', ['checkout']],
    ['direct', 'apple', ['checkout']],
  ] as const)('from %s with biller %s: %j', (entry, biller, screens) => {
    expect(overlayFlow(entry, biller)).toEqual(screens);
  });

  it('a switch to direct billing from an account without a plan (a deactivated sponsored one) chooses the plan first', () => {
    expect(overlayFlow('direct', 'unbilled', false)).toEqual(['plan', 'checkout']);
    expect(overlayFlow('direct', 'unbilled', true)).toEqual(['checkout']);
  });
});

describe('what Checkout charges and submits with a new card', () => {
  it.each([
    ['switch to direct billing, no card on file', { entry: 'direct', externallyBilled: false, hasCardOnFile: false, wantsNewCard: false, planIsFree: false }, 'new-card'],
    ['switch to direct billing with a card on file', { entry: 'direct', externallyBilled: false, hasCardOnFile: true, wantsNewCard: false, planIsFree: false }, 'new-card'],
    ['card on file, kept', { entry: 'addon', externallyBilled: false, hasCardOnFile: true, wantsNewCard: false, planIsFree: false }, 'card-on-file'],
    ['card on file, a new card chosen', { entry: 'plan', externallyBilled: false, hasCardOnFile: true, wantsNewCard: true, planIsFree: false }, 'new-card'],
    ['no card on file, a paid plan', { entry: 'plan', externallyBilled: false, hasCardOnFile: false, wantsNewCard: false, planIsFree: false }, 'new-card'],
    ['no card on file, the free plan', { entry: 'plan', externallyBilled: false, hasCardOnFile: false, wantsNewCard: false, planIsFree: true }, 'none'],
    ['a Roku-billed upgrade: Roku charges it', { entry: 'plan', externallyBilled: true, hasCardOnFile: false, wantsNewCard: false, planIsFree: false }, 'provider'],
    ['a Roku-billed switch to direct billing', { entry: 'direct', externallyBilled: true, hasCardOnFile: false, wantsNewCard: false, planIsFree: false }, 'new-card'],
  ] as const)('%s: %s', (_name, input, expected) => {
    expect(paymentSource(input)).toBe(expected);
  });

  it.each([
    ['a different add-on', 'addon', { plan: 'airwave-argon', addOns: ['epix', 'starz'] }, true],
    ['the same selection', 'addon', { plan: 'airwave-argon', addOns: ['epix'] }, false],
    ['the same selection, switching to direct billing', 'direct', { plan: 'airwave-argon', addOns: ['epix'] }, true],
  ] as const)('something to submit: %s', (_name, entry, selection, expected) => {
    expect(hasChange(entry, selection, core)).toBe(expected);
  });

  it('stores the confirmed setup intent with zip and selection; direct_signup only for a switch; the code only when it is a coupon', () => {
    const base = { setupIntentId: 'seti_A1', zip: '78701', plan: 'airwave-argon' as const, addOns: ['epix', 'not-an-add-on'] };
    expect(storeDetailsBody({ ...base, directSignup: false })).toEqual({ setupIntentId: 'seti_A1', zip: '78701', subscription_plan: 'airwave-argon', addons: ['epix'] });
    expect(storeDetailsBody({ ...base, directSignup: true })).toMatchObject({ direct_signup: true });
    expect(storeDetailsBody({ ...base, directSignup: false, code: { token: 'SUMMER5', type: 'coupon' } })).toMatchObject({ coupon: 'SUMMER5' });
    expect(storeDetailsBody({ ...base, directSignup: false, code: { token: 'FRIEND-JR42', type: 'referral' } })).not.toHaveProperty('coupon');
    expect(storeDetailsBody({ ...base, directSignup: false, code: null })).not.toHaveProperty('coupon');
  });

  it('sends a new card as its payment method and zip with the plan and add-ons', () => {
    expect(newCardChangeBody({ plan: 'airwave-plus', addOns: ['movie'], paymentMethod: 'pm_A1', zip: '78701' })).toEqual({
      zip: '78701',
      payment_method: 'pm_A1',
      subscription_plan: 'airwave-plus',
      addons: ['movie'],
    });
  });
});

describe('the step machine', () => {
  const start = initialOverlayState(overlayFlow('plan', 'chargebee'), core);
  it('Continue walks plan → add-ons → checkout and stops there', () => {
    expect(screenOf(run(start, { type: 'continue' }))).toBe('addon');
    expect(screenOf(run(start, { type: 'continue' }, { type: 'continue' }))).toBe('checkout');
    expect(screenOf(run(start, { type: 'continue' }, { type: 'continue' }, { type: 'continue' }))).toBe('checkout');
    expect(canContinue(run(start, { type: 'continue' }, { type: 'continue' }))).toBe(false);
  });
  it('the header back steps back, and closes from the first screen; exit closes from anywhere', () => {
    expect(screenOf(run(start, { type: 'continue' }, { type: 'back' }))).toBe('plan');
    expect(run(start, { type: 'back' }).closed).toBe(true);
    expect(run(start, { type: 'continue' }, { type: 'exit' }).closed).toBe(true);
  });
  it('Continue needs a plan chosen', () => {
    const none = initialOverlayState(overlayFlow('plan', 'chargebee'), { plan: null, addOns: [] });
    expect(canContinue(none)).toBe(false);
    expect(canContinue(run(none, { type: 'choose-plan', plan: 'airwave-plus' }))).toBe(true);
  });
  it('the legal box ticks only on Checkout, and a change of choice or a step back unticks it', () => {
    const checkout = run(start, { type: 'continue' }, { type: 'continue' });
    expect(run(start, { type: 'legal', checked: true }).legal).toBe(false);
    expect(run(checkout, { type: 'legal', checked: true }).legal).toBe(true);
    expect(run(checkout, { type: 'legal', checked: true }, { type: 'back' }).legal).toBe(false);
  });
  it('toggles add-ons on and off', () => {
    expect(run(start, { type: 'toggle-add-on', id: 'starz' }).selection.addOns).toEqual(['epix', 'starz']);
    expect(run(start, { type: 'toggle-add-on', id: 'epix' }).selection.addOns).toEqual([]);
  });
  it('a closed overlay ignores further events', () => {
    const closed = run(start, { type: 'exit' });
    expect(run(closed, { type: 'continue' })).toBe(closed);
  });
});

describe('Submit', () => {
  const checkout = run(initialOverlayState(overlayFlow('addon', 'chargebee'), core), { type: 'continue' });
  const ticked = run(checkout, { type: 'legal', checked: true });
  it.each([
    ['ticked, changed, payable, idle', ticked, false, true, true, true],
    ['the legal box unticked', checkout, false, true, true, false],
    ['a submit in flight', ticked, true, true, true, false],
    ['nothing changed', ticked, false, false, true, false],
    ['no payment method for a paid plan (or an incomplete new card)', ticked, false, true, false, false],
  ])('%s → %s', (_name, state, busy, changed, payable, enabled) => {
    expect(canSubmit({ state, busy, changed, payable })).toBe(enabled);
  });
  it.each([
    ['nothing missing', ticked, true, true, []],
    ['the legal box unticked', checkout, true, true, ['terms']],
    ['an incomplete new card, the box ticked', ticked, true, false, ['card']],
    ['an incomplete new card and the box unticked', checkout, true, false, ['card', 'terms']],
    ['nothing changed', ticked, false, true, ['change']],
  ] as const)('what Checkout still needs for Submit: %s → %j', (_name, state, changed, payable, needs) => {
    expect(submitNeeds({ state, changed, payable })).toEqual(needs);
  });
  it.each([
    [[], null],
    [['terms'], 'To submit, tick the box above to agree to the terms.'],
    [['card'], 'To submit, complete your card number, expiration date, security code and zip code.'],
    [['card', 'terms'], 'To submit, complete your card number, expiration date, security code and zip code and tick the box above to agree to the terms.'],
    [['change', 'card', 'terms'], 'To submit, choose a different plan or add-on, complete your card number, expiration date, security code and zip code and tick the box above to agree to the terms.'],
  ] as const)('says it as %j → %s', (needs, text) => {
    expect(submitNeedsText(needs)).toBe(text);
  });
  it('is never enabled before Checkout', () => {
    const addOns = initialOverlayState(overlayFlow('addon', 'chargebee'), core);
    expect(canSubmit({ state: { ...addOns, legal: true }, busy: false, changed: true, payable: true })).toBe(false);
  });
});

describe('which call a submit uses', () => {
  it.each<[BillingFsmState, string]>([
    ['regular', 'update_subscription'],
    ['delinquent', 'update_subscription'],
    ['delinquent_access', 'update_subscription'],
    ['delinquent_no_access', 'update_subscription'],
    ['known', 'subscribe'],
    ['curious', 'subscribe'],
    ['lapsed', 'subscribe'],
    ['departing', 'subscribe'],
    ['deactivated', 'subscribe'],
  ])('%s → %s', (state, call) => {
    expect(changeCallFor(state)).toBe(call);
  });
});

describe('the bodies and the selection', () => {
  const product = (id: string, type: ProductItem['type'], supportedAddons: string[] = []) => ({ id, type, supportedAddons }) as ProductItem;
  const details = {
    selectablePlans: [product('airwave-argon', 'plan', ['epix', 'movie', 'starz']), product('airwave-plus', 'plan', ['movie'])],
    selectableAddons: [product('epix', 'add-on'), product('movie', 'add-on'), product('starz', 'add-on')],
  };
  it('drops add-ons the chosen plan does not take and keeps catalogue order', () => {
    expect(effectiveSelection({ plan: 'airwave-plus', addOns: ['starz', 'movie', 'epix'] }, details)).toEqual({ plan: 'airwave-plus', addOns: ['movie'] });
    expect(effectiveSelection({ plan: 'airwave-argon', addOns: ['starz', 'epix'] }, details)).toEqual({ plan: 'airwave-argon', addOns: ['epix', 'starz'] });
  });
  it('tells a change from the current subscription, and an add-on-only change', () => {
    expect(selectionChanged({ plan: 'airwave-argon', addOns: ['epix'] }, core)).toBe(false);
    expect(selectionChanged({ plan: 'airwave-argon', addOns: ['epix', 'starz'] }, core)).toBe(true);
    expect(selectionChanged({ plan: 'airwave-plus', addOns: ['epix'] }, core)).toBe(true);
    expect(isAddOnOnlyChange({ plan: 'airwave-argon' }, core)).toBe(true);
    expect(isAddOnOnlyChange({ plan: 'airwave-plus' }, core)).toBe(false);
  });
  it('an Upgrade opens with what it names: a paid plan replaces a free or missing one, add-ons are added', () => {
    const withFree = { ...details, selectablePlans: [{ ...product('airwave-fast', 'plan'), basePriceCents: 0 } as ProductItem, { ...details.selectablePlans[0], basePriceCents: 3199 } as ProductItem] };
    expect(withPreselected({ plan: 'airwave-fast', addOns: [] }, ['airwave-argon', 'epix'], withFree)).toEqual({ plan: 'airwave-argon', addOns: ['epix'] });
    expect(withPreselected({ plan: null, addOns: [] }, ['airwave-argon'], withFree)).toEqual({ plan: 'airwave-argon', addOns: [] });
    expect(withPreselected({ plan: 'airwave-argon', addOns: ['epix'] }, ['airwave-fast', 'starz', 'epix'], withFree)).toEqual({ plan: 'airwave-argon', addOns: ['epix', 'starz'] });
  });
  it('prices every chosen product and sends the whole selection with the card on file', () => {
    expect(upgradeDetailsBody({ plan: 'airwave-argon', addOns: ['epix', 'starz'] })).toEqual({ 'airwave-argon': true, epix: true, starz: true });
    expect(changeBody({ plan: 'airwave-plus', addOns: ['movie', 'a-bundle'] })).toEqual({ subscription_plan: 'airwave-plus', addons: ['movie'] });
  });
});

describe('who is offered the overlay on the account page', () => {
  it.each<[BillingFsmState, boolean, boolean]>([
    ['regular', false, true],
    ['delinquent', false, true],
    ['departing', false, false],
    ['deactivated', false, false],
    ['deleted', false, false],
    ['regular', true, false],
  ])('%s (sponsored %s) → %s', (fsmState, sponsored, offered) => {
    expect(canChangeSubscription({ fsmState, sponsor: sponsored ? { name: 'Acme' } : null } as Parameters<typeof canChangeSubscription>[0])).toBe(offered);
  });
});

describe('texts', () => {
  it("words a provider-managed upgrade's acknowledgement with the provider's name", () => {
    expect(providerManagedUpgradeText('Roku')).toBe('Your subscription is billed by Roku. An upgrade you choose here is charged by Roku with your Airwave subscription.');
  });

  it.each([
    ['Save $4/month', 'Keep your plan and have Airwave bill your card directly. Save $4/month.'],
    [null, 'Keep your plan and have Airwave bill your card directly.'],
  ])('the switch to direct billing opens saying what it does (saving %j)', (saving, expected) => {
    expect(switchToDirectText(saving)).toBe(expected);
  });
});
