import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidators } from '../../common/openapi/contracts.ts';
import type { components } from '../../generated/rest/billing.ts';
import * as operations from '../../generated/graphql/all-documents.ts';
import type { World } from '../../mocks/db/world.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { call, testWorld, type CallResult } from './support/rest-calls.ts';
import { data } from './support/graphql-world.ts';

/** The contract's account billing state (generated from contracts/openapi/billing.yaml). */
type UserDetails = components['schemas']['UserDetails'];

async function userDetails(world: World): Promise<UserDetails> {
  const result = await call(world, 'GET', '/billing/user_details');
  expect(validateResponse('getUserDetails', result.response).problems).toEqual([]);
  return result.body.result as UserDetails;
}

function removeAddOn(world: World, productId: string): Promise<CallResult> {
  return call(world, 'POST', '/billing/remove_addon_extension', { body: { product_id: productId } });
}

function expectContract(result: CallResult) {
  expect(validateResponse('removeAddonExtension', result.response).problems).toEqual([]);
}

function errorOf(result: CallResult): { code: number; message: string } | undefined {
  return (result.body.errors as { code: number; message: string }[] | undefined)?.[0];
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('cancelling an add-on extension (POST /billing/remove_addon_extension)', () => {
  it("keeps the add-on until the next bill date: user_details lists it departing, the page's add-on departing variant, and one event fires", async () => {
    const { world } = testWorld('core-subscriber');
    let events = 0;
    world.events.on('userSubscriptionChanged', () => {
      events += 1;
    });
    const nextBill = (await userDetails(world)).nextBillDetails?.billDate;
    expect(nextBill).toBeTruthy();

    const removed = await removeAddOn(world, 'epix');
    expectContract(removed);
    expect(removed.body).toMatchObject({ success: true, result: { fsmState: 'regular', hasContentAccess: true } });
    expect(events).toBe(1);

    const details = await userDetails(world);
    const epix = details.subscribedItems.find((item) => item.id === 'epix');
    expect(epix?.departingAt).toBe(nextBill?.slice(0, 10));
    expect(epix?.nextBillAt).toBeNull();
    // Not billed again: the next bill is the plan alone, and the add-on is not offered while it departs.
    expect(details.nextBillDetails?.currentItem.items.map((line) => line.productId)).toEqual(['airwave-argon']);
    expect(details.selectableItems.map((item) => item.id)).not.toContain('epix');
    expect(details.billingEvents[0]).toMatchObject({ description: 'MGM+ add-on cancelled', type: 'event' });

    // Cancelling it again changes nothing; adding it back keeps it.
    const again = await removeAddOn(world, 'epix');
    expect(again.body).toMatchObject({ success: true });
    expect(events).toBe(1);
    const readded = await call(world, 'POST', '/billing/add_product', { body: { product_id: 'epix' } });
    expect(readded.body).toMatchObject({ success: true });
    const back = (await userDetails(world)).subscribedItems.find((item) => item.id === 'epix');
    expect(back?.departingAt).toBeUndefined();
    expect(back?.nextBillAt).toBe(nextBill);
  });

  it('during a trial the add-on stays until the trial ends', async () => {
    const { world } = testWorld('trial');
    const added = await call(world, 'POST', '/billing/add_product', { body: { product_id: 'starz' } });
    expect(added.body).toMatchObject({ success: true });
    const removed = await removeAddOn(world, 'starz');
    expectContract(removed);
    expect(removed.body).toMatchObject({ success: true });
    const starz = (await userDetails(world)).subscribedItems.find((item) => item.id === 'starz');
    expect(starz?.departingAt).toBe(world.account.billing.trialEndsAt?.slice(0, 10));
  });

  it.each([
    ['departing', 'epix', { code: 1302, message: 'Add-ons can’t be changed while your subscription is ending.' }],
    ['removed', 'epix', { code: 1302, message: 'Add-ons can’t be changed because your account was removed.' }],
    ['amazon-billed', 'epix', { code: 1276, message: 'This option is not available with your billing provider.' }],
    ['core-subscriber', 'starz', { code: 1302, message: 'This add-on is not part of your subscription.' }],
    ['core-subscriber', 'airwave-argon', { code: 1302, message: 'This add-on is not part of your subscription.' }],
  ] as const)('refuses it for a %s account and %s with HTTP 200 and the documented code, changing nothing', async (persona, productId, error) => {
    const { world } = testWorld(persona);
    const before = JSON.stringify(world.account.billing);
    const refused = await removeAddOn(world, productId);
    expectContract(refused);
    expect(refused.status).toBe(200);
    expect(refused.body.success).toBe(false);
    expect(errorOf(refused)).toEqual(error);
    expect(JSON.stringify(world.account.billing)).toBe(before);
  });

  it('answers an unknown product with 404 and a malformed body with 400', async () => {
    const { world } = testWorld();
    const unknown = await removeAddOn(world, 'showtime');
    expectContract(unknown);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 1004, message: 'Unknown product: showtime' });
    const malformed = await call(world, 'POST', '/billing/remove_addon_extension', { body: { product: 'epix' } });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed)?.code).toBe(1000);
  });
});

describe('the free-plan opt-in after cancelling', () => {
  it('a cancelled subscriber enrolled in the free plan stays departing until the last service date and is FAST-enrolled', async () => {
    const { world } = testWorld('core-subscriber');
    const departed = await call(world, 'POST', '/billing/depart', { body: { survey_submitted: false } });
    expect(departed.body).toMatchObject({ success: true });
    const signup = await call(world, 'GET', '/billing/signup_details');
    const plans = (signup.body.result as components['schemas']['SignupDetails']).selectablePlans;
    expect(plans.some((plan) => plan.basePriceCents === 0 && plan.id === 'airwave-fast')).toBe(true);
    expect((await data(world, operations.UserSubscriptionDocument)).userSubscription.fastPlanState).toBe('UNENROLLED');

    const enrolled = await data(world, operations.EnrollInFastPlanDocument);
    expect(enrolled.enrollInFastPlan.fastPlanState).toBe('ENROLLED');
    const subscription = (await data(world, operations.UserSubscriptionDocument)).userSubscription;
    expect(subscription).toMatchObject({ state: 'DEPARTING', fastPlanState: 'ENROLLED', hasContentAccess: true });
    const details = await userDetails(world);
    expect(details.fsmState).toBe('departing');
    expect(details.subscribedItems.map((item) => item.id)).toEqual(['airwave-argon', 'epix']);
  });
});
