import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/rest/billing.ts';
import { hasContentAccess } from '../../mocks/db/access.ts';
import type { World } from '../../mocks/db/world.ts';
import { loadValidators, resolved } from '../../common/openapi/contracts.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { parseFaults } from '../../mocks/scenarios/faults.ts';
import { call, testWorld, type CallResult } from './support/rest-calls.ts';

/** The contract's account billing state (generated from contracts/openapi/billing.yaml). */
type UserDetails = components['schemas']['UserDetails'];

async function userDetails(world: World): Promise<UserDetails> {
  const result = await call(world, 'GET', '/billing/user_details');
  expectContract('getUserDetails', result);
  return result.body.result as UserDetails;
}

function expectContract(operationId: string, result: CallResult) {
  expect(validateResponse(operationId, result.response).problems).toEqual([]);
}

function errorOf(result: CallResult): { code: number; message: string } | undefined {
  return (result.body.errors as { code: number; message: string }[] | undefined)?.[0];
}

function countEvents(world: World): () => number {
  let count = 0;
  world.events.on('userSubscriptionChanged', () => {
    count += 1;
  });
  return () => count;
}

/** Creates a setup intent and returns the payment method its confirmation yields (`seti_X` → `pm_X`). */
async function confirmedPaymentMethod(world: World): Promise<{ setupIntentId: string; paymentMethod: string }> {
  const intent = await call(world, 'POST', '/billing/setup_intent?limit_to=card');
  expectContract('createSetupIntent', intent);
  const setupIntentId = (intent.body.result as { setupIntentId: string }).setupIntentId;
  return { setupIntentId, paymentMethod: setupIntentId.replace(/^seti_/, 'pm_') };
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('subscribing', () => {
  it('subscribes a free-plan user: user_details shows it, the event fires and GraphQL access follows', async () => {
    const { world } = testWorld('free-plan');
    const events = countEvents(world);
    const updatedBefore = world.account.billing.updatedAt;
    const { paymentMethod } = await confirmedPaymentMethod(world);

    const subscribed = await call(world, 'POST', '/billing/subscribe', {
      body: { zip: '78701', payment_method: paymentMethod, subscription_plan: 'airwave-argon', addons: ['epix'], coupon: 'SUMMER5' },
    });
    expectContract('subscribe', subscribed);
    expect(subscribed.body).toEqual({
      success: true,
      result: { fsmState: 'regular', biller: 'chargebee', hasContentAccess: true, hasPaymentMethod: true },
    });
    expect(events()).toBe(1);
    expect(world.account.billing.updatedAt).not.toBe(updatedBefore);
    expect(world.account.billing.fastPlanState).toBe('UNENROLLED');
    expect(hasContentAccess(world.account, world.catalog, world.clock.now())).toBe(true);

    const details = await userDetails(world);
    expect(details.fsmState).toBe('regular');
    expect(details.isInFreeTrial).toBe(true);
    expect(details.subscribedItems.map((item) => item.id)).toEqual(['airwave-argon', 'epix']);
    expect(details.paymentMethod?.zip).toBe('78701');
    expect(details.couponList.map((coupon) => coupon.token)).toEqual(['SUMMER5']);
  });

  it('answers business failures with HTTP 200, success false and the code', async () => {
    const { world } = testWorld('free-plan');
    const { paymentMethod } = await confirmedPaymentMethod(world);
    const attempt = (body: Record<string, unknown>) =>
      call(world, 'POST', '/billing/subscribe', { body: { zip: '78701', payment_method: paymentMethod, subscription_plan: 'airwave-argon', ...body } });

    const badZip = await attempt({ zip: '7870' });
    expect(badZip.status).toBe(200);
    expect(badZip.body).toEqual({ success: false, errors: [{ code: 1102, message: 'Please enter a valid zipcode.' }] });
    expect(errorOf(await attempt({ coupon: 'NOSUCHCODE' }))?.code).toBe(1250);
    expect(errorOf(await attempt({ coupon: 'SPRING24' }))?.code).toBe(1250);
    expect(errorOf(await attempt({ coupon: 'LEGACY20' }))?.code).toBe(1253);
    expect(errorOf(await attempt({ payment_method: 'pm_card_chargeDeclined' }))?.code).toBe(1301);
    const unknownMethod = await attempt({ payment_method: 'pm_0000000000000000' });
    expect(unknownMethod.status).toBe(404);
    expect(errorOf(unknownMethod)).toEqual({ code: 1004, message: 'Unknown payment method: pm_0000000000000000' });
    expect(world.account.billing.fsmState).toBe('curious');

    const emailless = testWorld('emailless').world;
    const uncredentialed = await call(emailless, 'POST', '/billing/subscribe', {
      body: { zip: '78701', payment_method: 'pm_1PqR7sLkd93JfQ2a', subscription_plan: 'airwave-argon' },
    });
    expect(errorOf(uncredentialed)?.code).toBe(1512);

    const regular = testWorld().world;
    const stale = await call(regular, 'POST', '/billing/subscribe', { body: { subscription_plan: 'airwave-argon' } });
    expect(stale.body).toMatchObject({ success: false, stale: true, errors: [{ code: 1406 }] });
  });

  it('cancels to departing until the next bill date, then resumes', async () => {
    const { world } = testWorld();
    const nextBill = world.account.billing.nextBillDate;
    const departed = await call(world, 'POST', '/billing/depart', {
      body: {
        survey_submitted: true,
        poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answerId: '35', answerIds: ['35'] },
      },
    });
    expect(departed.body).toMatchObject({ success: true, result: { fsmState: 'departing', hasContentAccess: true } });
    const departing = await userDetails(world);
    expect(departing.fsmState).toBe('departing');
    expect(departing.lastServiceDate).toBe(nextBill?.slice(0, 10));
    expect(departing.subscribedItems.every((item) => item.nextBillAt === null)).toBe(true);
    // Billing history names the reason in words, not by its id.
    expect(departing.billingEvents[0]?.description).toBe('Subscription cancelled: It’s too expensive');

    const addOn = await call(world, 'POST', '/billing/add_product', { body: { product_id: 'starz' } });
    expect(errorOf(addOn)).toEqual({ code: 1302, message: 'Add-ons can’t be changed while your subscription is ending.' });

    const resumed = await call(world, 'POST', '/billing/subscribe', { body: { subscription_plan: 'airwave-argon' } });
    expect(resumed.body).toMatchObject({ success: true, result: { fsmState: 'regular' } });
    const after = await userDetails(world);
    expect(after.lastServiceDate).toBeNull();
    expect(after.subscribedItems.map((item) => item.id)).toEqual(['airwave-argon', 'epix']);
  });

  it.each([
    ['sub-answers in words, free text left out', { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answer: 'Mostly on the Xbox', answerId: '33', answerIds: ['33', '33.1', '33.3', '33.5'] } }, 'Subscription cancelled: Missing features: Apps for more devices (LG, Xbox)'],
    ['no survey', { survey_submitted: false }, 'Subscription cancelled'],
  ])('records the cancellation in billing history with %s', async (_name, body, description) => {
    const { world } = testWorld();
    await call(world, 'POST', '/billing/depart', { body });
    expect((await userDetails(world)).billingEvents[0]?.description).toBe(description);
  });

  it('changes add-ons of a regular subscription; a dropped add-on stays until the next bill', async () => {
    const { world } = testWorld();
    const added = await call(world, 'POST', '/billing/add_product', { body: { product_id: 'starz' } });
    expect(added.body).toMatchObject({ success: true });
    expect((await userDetails(world)).subscribedItems.map((item) => item.id)).toEqual(['airwave-argon', 'epix', 'starz']);

    const changed = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: 'pm_1PqR7sLkd93JfQ2a', subscription_plan: 'airwave-argon', addons: ['starz'] },
    });
    expect(changed.body).toMatchObject({ success: true });
    const details = await userDetails(world);
    const epix = details.subscribedItems.find((item) => item.id === 'epix');
    expect(epix?.departingAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const unknownProduct = await call(world, 'POST', '/billing/add_product', { body: { product_id: 'showtime' } });
    expect(unknownProduct.status).toBe(404);
    expect(errorOf(unknownProduct)?.message).toBe('Unknown product: showtime');
  });

  it('prices a selection with upgrade_details', async () => {
    const { world } = testWorld();
    const priced = await call(world, 'POST', '/billing/upgrade_details', { body: { 'airwave-argon': true, epix: true, starz: true } });
    expectContract('getUpgradeDetails', priced);
    const result = priced.body.result as { bills: { items: { productId: string; chargeType: string }[] }[] };
    const charges = result.bills.flatMap((bill) => bill.items.map((item) => `${item.productId}:${item.chargeType}`));
    expect(charges).toContain('starz:immediate_prorated');
    expect(charges).toContain('airwave-argon:base');
    const unknown = await call(world, 'POST', '/billing/upgrade_details', { body: { 'airwave-neon': true } });
    expect(unknown.status).toBe(404);
  });
});

describe('plan changes', () => {
  it('schedules a downgrade of a regular subscription for the next bill date (plan-changed) and emits the event', async () => {
    const { world } = testWorld();
    const events = countEvents(world);
    const nextBill = world.account.billing.nextBillDate?.slice(0, 10);
    expect(nextBill).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const updatedBefore = world.account.billing.updatedAt;

    const downgraded = await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-fast' } });
    expectContract('updateSubscription', downgraded);
    expect(downgraded.body).toEqual({
      success: true,
      result: { fsmState: 'regular', biller: 'chargebee', hasContentAccess: true, hasPaymentMethod: true },
    });
    expect(events()).toBe(1);
    expect(world.account.billing.updatedAt).not.toBe(updatedBefore);
    expect(world.account.billing.pendingPlanChange).toEqual({ productId: 'airwave-fast', effectiveDate: nextBill });
    // The current plan stays until then.
    expect(world.account.billing.subscribedIds[0]).toBe('airwave-argon');
    expect(world.account.billing.fastPlanState).toBe('UNENROLLED');

    const details = await userDetails(world);
    const plan = details.subscribedItems.find((item) => item.id === 'airwave-argon');
    expect(plan?.pendingChange).toEqual({ productId: 'airwave-fast', displayName: 'Free Channels', effectiveDate: nextBill });
    expect(details.subscribedItems.filter((item) => item.pendingChange).map((item) => item.id)).toEqual(['airwave-argon']);
    expect(details.subscribedItems.find((item) => item.id === 'epix')?.departingAt).toBe(nextBill);
    expect(details.hasContentAccess).toBe(true);
    // Nothing is billed next: the plan becomes free and the add-on ends.
    expect(details.nextBillDetails).toBeNull();

    // Choosing the current plan again drops the scheduled change.
    const kept = await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-argon' } });
    expect(kept.body).toMatchObject({ success: true });
    expect(events()).toBe(2);
    expect(world.account.billing.pendingPlanChange).toBeNull();
    expect((await userDetails(world)).subscribedItems.some((item) => item.pendingChange)).toBe(false);
  });

  it('bills the next bill as the cheaper plan, applies upgrades at once and drops a scheduled change on cancel', async () => {
    const { world } = testWorld();
    const toStarter = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: 'pm_1PqR7sLkd93JfQ2a', subscription_plan: 'airwave-boron', addons: ['epix'] },
    });
    expect(toStarter.body).toMatchObject({ success: true });
    const scheduled = await userDetails(world);
    expect(scheduled.subscribedItems.map((item) => item.id)).toEqual(['airwave-argon', 'epix']);
    expect(scheduled.subscribedItems[0]?.pendingChange?.productId).toBe('airwave-boron');
    expect(scheduled.nextBillDetails?.currentItem.items.map((item) => item.productId)).toEqual(['airwave-boron', 'epix']);

    const upgraded = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: 'pm_1PqR7sLkd93JfQ2a', subscription_plan: 'airwave-plus' },
    });
    expect(upgraded.body).toMatchObject({ success: true });
    expect(world.account.billing.subscribedIds[0]).toBe('airwave-plus');
    expect(world.account.billing.pendingPlanChange).toBeNull();
    expect(world.account.billing.billingEvents[0]).toMatchObject({ type: 'invoice', description: 'Airwave Plus (Pro-Rated)' });

    await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-fast' } });
    expect(world.account.billing.pendingPlanChange?.productId).toBe('airwave-fast');
    const departed = await call(world, 'POST', '/billing/depart', { body: { survey_submitted: false } });
    expect(departed.body).toMatchObject({ success: true, result: { fsmState: 'departing' } });
    expect(world.account.billing.pendingPlanChange).toBeNull();
  });

  it('schedules a trial downgrade for the end of the trial, and changes a delinquent plan at once', async () => {
    const trial = testWorld('trial').world;
    const trialEnds = trial.account.billing.trialEndsAt?.slice(0, 10);
    await call(trial, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-fast' } });
    expect(trial.account.billing.pendingPlanChange).toEqual({ productId: 'airwave-fast', effectiveDate: trialEnds });

    const delinquent = testWorld('delinquent').world;
    const changed = await call(delinquent, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-fast' } });
    expect(changed.body).toMatchObject({ success: true });
    expect(delinquent.account.billing.pendingPlanChange).toBeNull();
    expect(delinquent.account.billing.subscribedIds).toEqual(['airwave-fast']);
  });
});

describe('removed and blocked accounts', () => {
  function documentedExample(name: string): unknown {
    return resolved<{ value: unknown }>('billing', ['components', 'examples', name]).value.value;
  }

  it('refuses subscribe and update_subscription with 1302, as the contract examples show, and changes nothing', async () => {
    const cases: [string, World, string][] = [];
    const blocked = testWorld('support-pending').world;
    expect(blocked.account.billing.fsmState).toBe('blocked');
    cases.push(['AccountUnderReview', blocked, 'blocked']);
    const removed = testWorld().world;
    removed.account.billing.fsmState = 'deleted';
    cases.push(['AccountRemoved', removed, 'deleted']);
    for (const [example, world, state] of cases) {
      const events = countEvents(world);
      const before = JSON.stringify(world.account.billing);
      for (const [operationId, path] of [
        ['subscribe', '/billing/subscribe'],
        ['updateSubscription', '/billing/update_subscription'],
      ] as const) {
        const refused = await call(world, 'POST', path, {
          body: { zip: '78701', payment_method: 'pm_1PqR7sLkd93JfQ2a', subscription_plan: 'airwave-argon' },
        });
        expect(refused.status, `${state} ${operationId}`).toBe(200);
        expectContract(operationId, refused);
        expect(refused.body, `${state} ${operationId}`).toEqual(documentedExample(example));
        expect(errorOf(refused)?.code).toBe(1302);
      }
      expect(events()).toBe(0);
      expect(JSON.stringify(world.account.billing)).toBe(before);
    }
  });
});

describe('payment methods', () => {
  it('repairs a delinquent account: a new card, then a retry makes it regular', async () => {
    const { world } = testWorld('delinquent');
    const events = countEvents(world);
    const declined = await call(world, 'POST', '/billing/retry_payment');
    expect(errorOf(declined)?.code).toBe(1301);
    const { paymentMethod } = await confirmedPaymentMethod(world);
    const updated = await call(world, 'POST', '/billing/update_payment_method', { body: { payment_method: paymentMethod, zip: '78701' } });
    expect(updated.body).toMatchObject({ success: true });
    const retried = await call(world, 'POST', '/billing/retry_payment');
    expect(retried.body).toMatchObject({ success: true, result: { fsmState: 'regular' } });
    expect((await userDetails(world)).fsmState).toBe('regular');
    expect(events()).toBe(2);
  });

  it('removes the payment method only when departing or deactivated', async () => {
    const regular = testWorld().world;
    const refused = await call(regular, 'POST', '/billing/remove_payment_method');
    expect(errorOf(refused)?.code).toBe(1302);
    const { world } = testWorld('departing');
    const removed = await call(world, 'POST', '/billing/remove_payment_method');
    expect(removed.body).toMatchObject({ success: true, result: { hasPaymentMethod: false } });
    expect(errorOf(await call(world, 'POST', '/billing/remove_payment_method'))?.code).toBe(1300);
    expect(errorOf(await call(world, 'POST', '/billing/retry_payment'))?.code).toBe(1300);
  });

  it('stores checkout details against a setup intent it created and validates zips', async () => {
    const { world } = testWorld('free-plan');
    const { setupIntentId } = await confirmedPaymentMethod(world);
    const stored = await call(world, 'POST', '/billing/store_subscription_details', {
      body: { setupIntentId, zip: '78701', direct_signup: true, coupon: 'SUMMER5', subscription_plan: 'airwave-argon', addons: ['epix'] },
    });
    expect(stored.body).toMatchObject({ success: true });
    const unknown = await call(world, 'POST', '/billing/store_subscription_details', { body: { setupIntentId: 'seti_0000000000000000', zip: '78701' } });
    expect(unknown.status).toBe(404);

    expect((await call(world, 'POST', '/billing/validate_zip', { body: { zip: '78701' } })).body).toEqual({ success: true });
    expect(errorOf(await call(world, 'POST', '/billing/validate_zip', { body: { zip: 'abcde' } }))?.code).toBe(1102);
    const surge = testWorld('core-subscriber', { validateZip: [{ kind: 'billing-error', code: 1806 }] }).world;
    const surged = await call(surge, 'POST', '/billing/validate_zip', { body: { zip: '78701' } });
    expect(surged.body).toEqual({
      success: false,
      surge: true,
      errors: [{ code: 1806, message: 'Our system is taking a nap right now! Try again later.' }],
    });
    expect((await call(world, 'POST', '/billing/enable_radar_zip_check')).body).toEqual({ success: true });
    expect(world.account.billing.radarZipCheckEnabled).toBe(true);
  });

  it('tells externally billed users to use their provider', async () => {
    const { world } = testWorld('roku-billed');
    const details = await userDetails(world);
    expect(details.biller).toBe('roku');
    expect(details.customHelp?.title).toBe('Manage your subscription on Roku');
    const update = await call(world, 'POST', '/billing/update_payment_method', { body: { payment_method: 'pm_1PqR7sLkd93JfQ2a', zip: '78701' } });
    expect(errorOf(update)?.code).toBe(1276);
  });
});

describe('a checkout with a new card: store_subscription_details, then subscribe with its payment method', () => {
  it('records what was stored against the setup intent, and a subscriber changes plan and add-ons with the new card', async () => {
    const { world } = testWorld('core-subscriber');
    const { setupIntentId, paymentMethod } = await confirmedPaymentMethod(world);
    const details = { setupIntentId, zip: '78701', subscription_plan: 'airwave-plus' as const, addons: ['movie' as const] };
    const stored = await call(world, 'POST', '/billing/store_subscription_details', { body: details });
    expectContract('storeSubscriptionDetails', stored);
    expect(world.account.billing.storedCheckouts?.[setupIntentId]).toEqual(details);

    const changed = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: paymentMethod, subscription_plan: 'airwave-plus', addons: ['movie'] },
    });
    expectContract('updateSubscription', changed);
    expect(changed.body).toMatchObject({ success: true, result: { biller: 'chargebee', hasPaymentMethod: true } });
    const after = await userDetails(world);
    expect(after.subscribedItems.find((item) => item.type === 'plan')?.id).toBe('airwave-plus');
    expect(after.subscribedItems.map((item) => item.id)).toContain('movie');
  });

  it('switches a Roku-billed account to direct billing only when the checkout was stored as a direct sign-up', async () => {
    const { world } = testWorld('roku-billed');
    const plain = await confirmedPaymentMethod(world);
    await call(world, 'POST', '/billing/store_subscription_details', { body: { setupIntentId: plain.setupIntentId, zip: '78701', subscription_plan: 'airwave-argon' } }).then((result) =>
      expect(errorOf(result)?.code).toBe(1276),
    );
    const refused = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: plain.paymentMethod, subscription_plan: 'airwave-argon', addons: [] },
    });
    expect(errorOf(refused)?.code).toBe(1276);
    expect((await userDetails(world)).biller).toBe('roku');

    const { setupIntentId, paymentMethod } = await confirmedPaymentMethod(world);
    const stored = await call(world, 'POST', '/billing/store_subscription_details', {
      body: { setupIntentId, zip: '78701', direct_signup: true, subscription_plan: 'airwave-argon', addons: [] },
    });
    expect(stored.body).toMatchObject({ success: true });
    const events = countEvents(world);
    const switched = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: paymentMethod, subscription_plan: 'airwave-argon', addons: [] },
    });
    expectContract('updateSubscription', switched);
    expect(switched.body).toMatchObject({ success: true, result: { fsmState: 'regular', biller: 'chargebee', hasPaymentMethod: true } });
    expect(events()).toBe(1);
    const after = await userDetails(world);
    expect(after.biller).toBe('chargebee');
    expect(after.subscribedItems.find((item) => item.type === 'plan')?.id).toBe('airwave-argon');
    expect(after.billingEvents[0]?.description).toBe('Switched to direct billing');
  });

  it('a deactivated sponsored account subscribes on its own card and is no longer sponsored', async () => {
    const { world } = testWorld('sponsored');
    world.account.billing.fsmState = 'deactivated';
    const { setupIntentId, paymentMethod } = await confirmedPaymentMethod(world);
    await call(world, 'POST', '/billing/store_subscription_details', { body: { setupIntentId, zip: '78701', direct_signup: true, subscription_plan: 'airwave-argon' } });
    const subscribed = await call(world, 'POST', '/billing/subscribe', {
      body: { zip: '78701', payment_method: paymentMethod, subscription_plan: 'airwave-argon', addons: [] },
    });
    expectContract('subscribe', subscribed);
    expect(subscribed.body).toMatchObject({ success: true, result: { fsmState: 'regular', biller: 'chargebee' } });
    expect((await userDetails(world)).sponsor).toBeNull();
  });
});

describe('coupons and offers', () => {
  it('looks codes up: coupon, referral, expired and unknown', async () => {
    const { world } = testWorld();
    const coupon = await call(world, 'GET', '/billing/offer_details?token=summer5');
    expectContract('getOfferDetails', coupon);
    expect(coupon.body.result).toMatchObject({ type: 'coupon', token: 'SUMMER5', errorMessage: null });
    const referral = await call(world, 'GET', '/billing/offer_details?token=FRIEND-JR42');
    expect(referral.body.result).toMatchObject({ type: 'referral' });
    const expired = await call(world, 'GET', '/billing/offer_details?token=SPRING24');
    expect(expired.body).toMatchObject({ success: true, result: { detailsList: [], errorMessage: 'This code has expired' } });
    const unknown = await call(world, 'GET', '/billing/offer_details?token=NOPE');
    expect((unknown.body.result as { errorMessage: string }).errorMessage).toBeTruthy();
  });

  it('applies a coupon to the subscription, or a referral credit', async () => {
    const { world } = testWorld();
    const applied = await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'SUMMER5' } });
    expectContract('applyCoupon', applied);
    expect(applied.body.result).toMatchObject({ token: 'SUMMER5', benefitType: 'amount' });
    expect((await userDetails(world)).couponList.map((item) => item.token)).toContain('SUMMER5');
    expect(errorOf(await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'NOPE' } }))).toEqual({
      code: 1250,
      message: 'Invalid or expired offer.',
    });
    await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'FRIEND-JR42' } });
    expect((await userDetails(world)).promotionalCredits).toBeGreaterThanOrEqual(1000);
  });

  it('redeems a partner code without a card on file, and refuses any other code for want of one (1300)', async () => {
    const { world } = testWorld('trial');
    expect(world.account.billing.paymentMethod).toBeNull();
    expect(errorOf(await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'SUMMER5' } }))?.code).toBe(1300);
    const partner = await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'tmocore12' } });
    expectContract('applyCoupon', partner);
    expect(partner.body).toMatchObject({ success: true, result: { token: 'TMOCORE12', benefitType: 'percent', benefitAmount: 100 } });
    expect((await userDetails(world)).couponList.map((item) => item.token)).toContain('TMOCORE12');
  });

  it('a coupon for another plan is not in effect after a plan change, and is again on a change back to its plan', async () => {
    const { world } = testWorld('core-subscriber');
    const tokens = (coupons: readonly { token: string }[]) => coupons.map((item) => item.token);
    const discountTokens = (details: UserDetails) => (details.nextBillDetails?.currentItem.items ?? []).flatMap((line) => line.discounts.map((discount) => discount.token));
    const onCore = await userDetails(world);
    expect(tokens(onCore.activeCouponList)).toEqual(['SUMMER5']);
    expect(discountTokens(onCore)).toEqual(['SUMMER5']);

    // SUMMER5 is for Airwave Core only: on Plus it lowers no bill, so it is not among the coupons in effect.
    expect((await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-plus' } })).body).toMatchObject({ success: true });
    const onPlus = await userDetails(world);
    expect(discountTokens(onPlus)).toEqual([]);
    expect(tokens(onPlus.activeCouponList)).toEqual([]);
    expect(tokens(onPlus.couponList)).toEqual(['SUMMER5']);

    // Kept on the account: a change back to Core (a downgrade, at the next bill) has it lower that bill again.
    expect((await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-argon' } })).body).toMatchObject({ success: true });
    const backToCore = await userDetails(world);
    expect(discountTokens(backToCore)).toEqual(['SUMMER5']);
    expect(tokens(backToCore.activeCouponList)).toEqual(['SUMMER5']);
  });

  it('reactivates a deactivated account with a coupon', async () => {
    const { world } = testWorld('deactivated');
    const applied = await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'SUMMER5' } });
    expect(applied.body).toMatchObject({ success: true });
    const details = await userDetails(world);
    expect(details.fsmState).toBe('regular');
    expect(details.hasContentAccess).toBe(true);
  });
});

describe('billing faults', () => {
  it('answers billing-error faults in the envelope with stale and surge flags', async () => {
    const stale = testWorld('core-subscriber', { getUserDetails: [{ kind: 'billing-error', code: 1406 }] }).world;
    const staleAnswer = await call(stale, 'GET', '/billing/user_details');
    expect(staleAnswer.status).toBe(200);
    expect(staleAnswer.body).toEqual({ success: false, stale: true, errors: [{ code: 1406, message: 'Your account information has changed.' }] });
    const surge = testWorld('core-subscriber', { subscribe: [{ kind: 'billing-error', code: 1803 }] }).world;
    const surgeAnswer = await call(surge, 'POST', '/billing/subscribe', { body: { subscription_plan: 'airwave-argon' } });
    expect(surgeAnswer.body).toEqual({ success: false, surge: true, errors: [{ code: 1803, message: '' }] });
    expectContract('subscribe', surgeAnswer);
  });

  it('a surge fault on the setup intent answers the surge code unless the intent is limited to cards', async () => {
    const { world } = testWorld('core-subscriber', parseFaults('createSetupIntent:surge'));
    const surged = await call(world, 'POST', '/billing/setup_intent');
    expectContract('createSetupIntent', surged);
    expect(surged.body).toEqual({ success: false, surge: true, errors: [{ code: 1806, message: 'Our system is taking a nap right now! Try again later.' }] });
    expect(errorOf(await call(world, 'POST', '/billing/setup_intent?limit_to=wallet'))?.code).toBe(1806);
    const cardOnly = await call(world, 'POST', '/billing/setup_intent?limit_to=card');
    expectContract('createSetupIntent', cardOnly);
    expect(cardOnly.body).toMatchObject({ success: true, result: { suppressApplePay: true, suppressGooglePay: true } });
    const enqueued = testWorld('core-subscriber', parseFaults('createSetupIntent:surge=1803')).world;
    expect((await call(enqueued, 'POST', '/billing/setup_intent')).body).toEqual({ success: false, surge: true, errors: [{ code: 1803, message: '' }] });
  });

  it('reads the surge fault text: 1806 by default, 1803, and refuses any other code', () => {
    expect(parseFaults('createSetupIntent:surge')).toEqual({ createSetupIntent: [{ kind: 'surge', code: 1806 }] });
    expect(parseFaults('createSetupIntent:surge=1803')).toEqual({ createSetupIntent: [{ kind: 'surge', code: 1803 }] });
    expect(() => parseFaults('createSetupIntent:surge=1102')).toThrow('needs a surge code: 1803 (request enqueued) or 1806 (surge encounter)');
  });

  it('answers status and unauthorized faults with the documented envelope', async () => {
    const down = testWorld('core-subscriber', { getSignupDetails: [{ kind: 'status', status: 500 }] }).world;
    const failed = await call(down, 'GET', '/billing/signup_details');
    expect(failed.status).toBe(500);
    expect(errorOf(failed)?.code).toBe(1500);
    expectContract('getSignupDetails', failed);
    const { world } = testWorld();
    const signedOut = await call(world, 'GET', '/billing/user_details', { signedIn: false });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, errors: [{ code: 1001, message: 'Session required.' }] });
  });
});
