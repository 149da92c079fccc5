/**
 * The subscription overlay's calls through the app's REST clients against the node mock world: plans and
 * add-ons, the price summary with its pro-rated line, an add-on added and a plan changed with the card on
 * file (update_subscription with the whole selection), and the outcomes a screen reads for a stale and a
 * departing account, and Checkout's submit as one call returning its outcome.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../../app/api/rest/clients.ts';
import { changeSubscription, createSetupIntent, loadSignupDetails, loadUpgradeDetails, loadUserDetails, storeSubscriptionDetails, submitCheckout } from '../../../../app/features/billing/core/calls.ts';
import { setupIntentStep } from '../../../../app/features/billing/payment/logic/card-form.ts';
import { changeBody, changeCallFor, newCardChangeBody, storeDetailsBody, upgradeDetailsBody } from '../../../../app/features/billing/overlay/logic/overlay-flow.ts';
import { setupNodeMocks } from '../../../../mocks/node.ts';
import type { PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../../support/clock.ts';

const ORIGIN = 'http://airwave.test';
const { server } = setupNodeMocks({ origin: ORIGIN, now: () => TEST_NOW });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clientsFor = (persona: PersonaId, session: string, faults?: string) =>
  createRestClients(
    { profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN },
    { cookie: `airwave_session=${session}`, 'x-mock-scenario': persona, ...(faults ? { 'x-mock-faults': faults } : {}) },
  );

/** What the local fake provider does on a confirmed setup intent: `seti_X` yields the payment method `pm_X`. */
const confirmedMethod = (setupIntentId: string) => setupIntentId.replace(/^seti_/, 'pm_');

async function planAndAddOns(clients: ReturnType<typeof clientsFor>) {
  const outcome = await loadUserDetails(clients);
  if (outcome.kind !== 'success') throw new Error(outcome.message);
  return {
    plan: outcome.result.subscribedItems.find((item) => item.type === 'plan')?.id,
    addOns: outcome.result.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id),
    fsmState: outcome.result.fsmState,
  };
}

describe('the overlay calls', () => {
  it("Checkout's submit is one call with an outcome: changed with the card on file; a new card not confirmed sends nothing; a failed change is its answer", async () => {
    // The selection the persona has (the world is the persona's, shared by the tests of this file).
    const order = { plan: 'airwave-argon' as const, addOns: ['epix'], code: null, call: 'update_subscription' as const, addOnsOnly: true, directSignup: false };
    const unconfirmed = clientsFor('core-subscriber', 'overlay-submit-unconfirmed');
    expect(await submitCheckout(unconfirmed, { ...order, addOns: ['epix', 'starz'] }, () => Promise.resolve(null))).toEqual({ kind: 'card-not-confirmed' });
    expect(await planAndAddOns(unconfirmed)).toMatchObject({ addOns: ['epix'] });

    const clients = clientsFor('core-subscriber', 'overlay-submit');
    expect(await submitCheckout(clients, order, null)).toEqual({ kind: 'changed' });
    expect(await planAndAddOns(clients)).toMatchObject({ plan: 'airwave-argon', addOns: ['epix'] });

    const stale = await submitCheckout(clientsFor('core-subscriber', 'overlay-submit-stale'), { ...order, call: 'subscribe' }, null);
    expect(stale).toMatchObject({ kind: 'failed', failure: { kind: 'stale', code: 1406 } });
  });

  it('loads plans and add-ons, prices an added add-on pro-rated, adds it, then changes plan keeping what the plan takes', async () => {
    const clients = clientsFor('core-subscriber', 'overlay-journey');
    const signup = await loadSignupDetails(clients);
    if (signup.kind !== 'success') throw new Error(signup.message);
    expect(signup.result.selectablePlans.map((plan) => plan.id)).toContain('airwave-plus');
    expect(signup.result.selectableAddons.map((addOn) => addOn.id)).toContain('starz');

    const before = await planAndAddOns(clients);
    expect(before).toMatchObject({ plan: 'airwave-argon', addOns: ['epix'], fsmState: 'regular' });

    const priced = await loadUpgradeDetails(clients, upgradeDetailsBody({ plan: 'airwave-argon', addOns: ['epix', 'starz'] }));
    if (priced.kind !== 'success') throw new Error(priced.message);
    const lines = priced.result.bills.flatMap((bill) => bill.items);
    expect(lines.some((line) => line.productId === 'starz' && line.chargeType === 'immediate_prorated')).toBe(true);

    const added = await changeSubscription(clients, changeCallFor(before.fsmState), changeBody({ plan: 'airwave-argon', addOns: ['epix', 'starz'] }), true);
    expect(added.kind).toBe('success');
    expect(await planAndAddOns(clients)).toMatchObject({ plan: 'airwave-argon', addOns: ['epix', 'starz'] });

    const upgraded = await changeSubscription(clients, 'update_subscription', changeBody({ plan: 'airwave-plus', addOns: ['movie'] }), false);
    expect(upgraded.kind).toBe('success');
    expect(await planAndAddOns(clients)).toMatchObject({ plan: 'airwave-plus', addOns: ['movie'] });
  });

  it('a subscribe sent for a running subscription is stale (1406), and a departing account cannot change add-ons', async () => {
    const stale = await changeSubscription(clientsFor('core-subscriber', 'overlay-stale'), 'subscribe', changeBody({ plan: 'airwave-argon', addOns: [] }), false);
    expect(stale).toMatchObject({ kind: 'stale', code: 1406 });
    const departing = await changeSubscription(clientsFor('departing', 'overlay-departing'), 'update_subscription', changeBody({ plan: 'airwave-argon', addOns: ['starz'] }), true);
    expect(departing).toMatchObject({ kind: 'failure', code: 1302 });
    expect(departing.kind === 'failure' && departing.message).toContain('(Code: 1302)');
  });

  it('a Roku-billed subscriber is priced and changes plan without a card (Roku bills it), and stays billed by Roku', async () => {
    const clients = clientsFor('roku-billed', 'overlay-roku');
    const priced = await loadUpgradeDetails(clients, upgradeDetailsBody({ plan: 'airwave-plus', addOns: ['movie'] }));
    if (priced.kind !== 'success') throw new Error(priced.message);
    // Roku bills it: we quote no bill, only the products at their prices.
    expect(priced.result.bills).toEqual([]);
    expect(priced.result.items.map((item) => [item.id, item.priceCents])).toEqual([['airwave-plus', 4499], ['movie', 499]]);
    const changed = await changeSubscription(clients, 'update_subscription', changeBody({ plan: 'airwave-plus', addOns: ['movie'] }), false);
    expect(changed.kind).toBe('success');
    expect(await planAndAddOns(clients)).toMatchObject({ plan: 'airwave-plus', addOns: ['movie'] });
    const after = await loadUserDetails(clients);
    expect(after.kind === 'success' && after.result.biller).toBe('roku');
    expect(after.kind === 'success' && after.result.paymentMethod).toBeNull();
  });

  it('Roku cannot bill a plan billed every few months: pricing and the change answer 1276 and nothing changes', async () => {
    const clients = clientsFor('roku-billed', 'overlay-roku-multi');
    const before = await planAndAddOns(clients);
    expect(await loadUpgradeDetails(clients, { 'airwave-2021-3m': true })).toMatchObject({ kind: 'failure', code: 1276 });
    const refused = await changeSubscription(clients, 'update_subscription', changeBody({ plan: 'airwave-2021-3m', addOns: [] }), false);
    expect(refused).toMatchObject({ kind: 'failure', code: 1276 });
    expect(await planAndAddOns(clients)).toEqual(before);
  });

  it('a new card in Checkout: setup intent, store_subscription_details, then update_subscription with its payment method and zip', async () => {
    const clients = clientsFor('core-subscriber', 'overlay-new-card');
    const intent = await createSetupIntent(clients, null);
    if (intent.kind !== 'success') throw new Error(intent.message);
    const selection = { plan: 'airwave-plus' as const, addOns: ['movie'] };
    const stored = await storeSubscriptionDetails(clients, storeDetailsBody({ setupIntentId: intent.result.setupIntentId, zip: '78701', ...selection, directSignup: false }));
    expect(stored.kind).toBe('success');
    const body = newCardChangeBody({ ...selection, paymentMethod: confirmedMethod(intent.result.setupIntentId), zip: '78701' });
    expect((await changeSubscription(clients, 'update_subscription', body, false)).kind).toBe('success');
    expect(await planAndAddOns(clients)).toMatchObject({ plan: 'airwave-plus', addOns: ['movie'] });
  });

  it('under a setup-intent surge, the first answer asks for the card-only form and the card-only intent is granted', async () => {
    const clients = clientsFor('core-subscriber', 'overlay-surge', 'createSetupIntent:surge');
    const first = await createSetupIntent(clients, null);
    expect(setupIntentStep(first, false)).toEqual({ kind: 'retry-card-only' });
    const cardOnly = await createSetupIntent(clients, 'card');
    expect(setupIntentStep(cardOnly, true)).toEqual({ kind: 'ready' });
    expect(cardOnly.kind === 'success' && cardOnly.result.suppressApplePay).toBe(true);
  });

  it('a Roku-billed subscriber switches to direct billing: stored as a direct sign-up, then its running subscription is updated with the card', async () => {
    const clients = clientsFor('roku-billed', 'overlay-direct');
    const before = await planAndAddOns(clients);
    const intent = await createSetupIntent(clients, null);
    if (intent.kind !== 'success') throw new Error(intent.message);
    const plan = 'airwave-argon' as const;
    const stored = await storeSubscriptionDetails(clients, storeDetailsBody({ setupIntentId: intent.result.setupIntentId, zip: '78701', plan, addOns: [], directSignup: true }));
    expect(stored.kind).toBe('success');
    const body = newCardChangeBody({ plan, addOns: [], paymentMethod: confirmedMethod(intent.result.setupIntentId), zip: '78701' });
    expect((await changeSubscription(clients, changeCallFor(before.fsmState), body, false)).kind).toBe('success');
    const after = await loadUserDetails(clients);
    expect(after.kind === 'success' && after.result.biller).toBe('chargebee');
    expect(after.kind === 'success' && after.result.paymentMethod?.kind).toBe('card');
  });
});

describe('what Checkout says when the change fails', () => {
  it("a card on file that cannot pay (1301) reads the product's text, not the server's", async () => {
    const clients = clientsFor('delinquent', 'checkout-declined');
    const outcome = await changeSubscription(clients, changeCallFor('delinquent'), changeBody({ plan: 'airwave-plus', addOns: [] }), false);
    expect(outcome).toMatchObject({ kind: 'failure', code: 1301, message: 'We couldn’t use this payment method. Please add a new method or you can retry this one.' });
  });

  it.each([
    ['update_subscription', 'updateSubscription'],
    ['subscribe', 'subscribe'],
  ] as const)("a %s request that throws reads 'Oops, caught an exception while submitting a subscription'", async (call, operation) => {
    const clients = clientsFor('core-subscriber', `checkout-exception-${call}`, `${operation}:network`);
    const outcome = await changeSubscription(clients, call, changeBody({ plan: 'airwave-plus', addOns: [] }), false);
    expect(outcome).toEqual({ kind: 'failure', message: 'Oops, caught an exception while submitting a subscription' });
  });
});
