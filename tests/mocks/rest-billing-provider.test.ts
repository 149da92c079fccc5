/**
 * Changes an external biller bills (billing.yaml, update_subscription: provider-billed changes) and the
 * add-ons a plan already includes (Airwave Plus has MGM+ and STARZ in its lineup), through the mock world.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadValidators } from '../../common/openapi/contracts.ts';
import type { components } from '../../generated/rest/billing.ts';
import type { World } from '../../mocks/db/world.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import { call, testWorld, type CallResult } from './support/rest-calls.ts';

type UserDetails = components['schemas']['UserDetails'];
type UpgradeDetails = components['schemas']['UpgradeDetails'];
type SubscribeRequest = components['schemas']['SubscribeRequest'];

function expectContract(operationId: string, result: CallResult) {
  expect(validateResponse(operationId, result.response).problems).toEqual([]);
}

async function userDetails(world: World): Promise<UserDetails> {
  const result = await call(world, 'GET', '/billing/user_details');
  return result.body.result as UserDetails;
}

function codeOf(result: CallResult): number | 'success' {
  if (result.body.success === true) return 'success';
  return (result.body.errors as { code: number }[] | undefined)?.[0]?.code ?? -1;
}

/** The account's plan, its add-ons that stay, and who bills it. */
async function accountOf(world: World) {
  const details = await userDetails(world);
  return {
    plan: details.subscribedItems.find((item) => item.type === 'plan')?.id,
    addOns: details.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id).sort(),
    departing: details.subscribedItems.filter((item) => item.departingAt).map((item) => item.id),
    biller: details.biller,
    hasCard: details.paymentMethod !== null,
  };
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('an externally billed subscriber changes plan and add-ons without a card: the provider bills it', () => {
  const cases: [string, PersonaId, SubscribeRequest, number | 'success'][] = [
    ['Roku: Core to Plus with Movie Pack', 'roku-billed', { subscription_plan: 'airwave-plus', addons: ['movie'] }, 'success'],
    ['Roku: keep Core, add STARZ', 'roku-billed', { subscription_plan: 'airwave-argon', addons: ['starz'] }, 'success'],
    ['Apple: Core to Plus', 'apple-billed', { subscription_plan: 'airwave-plus', addons: [] }, 'success'],
    ['Amazon: Core to Starter (a downgrade, scheduled)', 'amazon-billed', { subscription_plan: 'airwave-boron', addons: [] }, 'success'],
    ['Roku: a plan billed every 3 months is billed only directly', 'roku-billed', { subscription_plan: 'airwave-2021-3m', addons: [] }, 1276],
    ['Roku: a plan billed every 2 months is billed only directly', 'roku-billed', { subscription_plan: 'airwave-2021-2m', addons: [] }, 1276],
    ['Roku: a coupon is a direct-billing discount', 'roku-billed', { subscription_plan: 'airwave-plus', addons: [], coupon: 'SUMMER5' }, 1276],
    ['Roku: a new card without a direct sign-up', 'roku-billed', { zip: '78701', payment_method: 'pm_1PqR7sLkd93JfQ2a', subscription_plan: 'airwave-plus' }, 1276],
    ['Roku: an add-on Starter does not offer', 'roku-billed', { subscription_plan: 'airwave-boron', addons: ['amcplus-adfree'] }, 1262],
    ['Roku: a retired (Legacy) plan', 'roku-billed', { subscription_plan: 'airwave-2021', addons: [] }, 1262],
  ];
  it.each(cases)('%s', async (_name, persona, body, expected) => {
    const { world } = testWorld(persona);
    const before = await accountOf(world);
    const result = await call(world, 'POST', '/billing/update_subscription', { body });
    expectContract('updateSubscription', result);
    expect(codeOf(result)).toBe(expected);
    const after = await accountOf(world);
    // The provider keeps billing: no card on file, the same biller, whatever the answer.
    expect(after.biller).toBe(before.biller);
    expect(after.hasCard).toBe(false);
    if (expected !== 'success') expect(after).toEqual(before);
  });

  it('the change shows on the account with the provider still billing it, and no invoice of ours', async () => {
    const { world } = testWorld('roku-billed');
    const invoices = world.account.billing.billingEvents.filter((event) => event.type === 'invoice').length;
    await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-plus', addons: ['movie'] } });
    expect(await accountOf(world)).toMatchObject({ plan: 'airwave-plus', addOns: ['movie'], biller: 'roku', hasCard: false });
    expect(world.account.billing.billingEvents.filter((event) => event.type === 'invoice')).toHaveLength(invoices);
  });

  const pricing: [string, PersonaId, Record<string, true>, number | 'success'][] = [
    ['Roku: Plus priced', 'roku-billed', { 'airwave-plus': true }, 'success'],
    ['Roku: Core with STARZ priced', 'roku-billed', { 'airwave-argon': true, starz: true }, 'success'],
    ['Roku: a 3-month plan refused', 'roku-billed', { 'airwave-2021-3m': true }, 1276],
    ['Core subscriber (card): a retired (Legacy) 3-month plan is not offered', 'core-subscriber', { 'airwave-2021-3m': true }, 1262],
    ['Legacy subscriber: its own retired plan is priced', 'legacy-plan', { 'airwave-2021': true }, 'success'],
  ];
  it.each(pricing)('upgrade_details — %s', async (_name, persona, body, expected) => {
    const { world } = testWorld(persona);
    const result = await call(world, 'POST', '/billing/upgrade_details', { body });
    expectContract('getUpgradeDetails', result);
    expect(codeOf(result)).toBe(expected);
  });

  it('a switch to direct billing still works as before: store as a direct sign-up, then the card', async () => {
    const { world } = testWorld('roku-billed');
    const intent = await call(world, 'POST', '/billing/setup_intent?limit_to=card');
    const setupIntentId = (intent.body.result as { setupIntentId: string }).setupIntentId;
    await call(world, 'POST', '/billing/store_subscription_details', { body: { setupIntentId, zip: '78701', direct_signup: true, subscription_plan: 'airwave-argon', addons: [] } });
    const switched = await call(world, 'POST', '/billing/update_subscription', {
      body: { zip: '78701', payment_method: setupIntentId.replace(/^seti_/, 'pm_'), subscription_plan: 'airwave-argon', addons: [] },
    });
    expect(codeOf(switched)).toBe('success');
    expect(await accountOf(world)).toMatchObject({ biller: 'chargebee', hasCard: true });
  });
});

describe('an add-on the chosen plan includes or does not take is neither priced nor billed on top of it', () => {
  /** The add-ons on the next bill (the last bill of the pricing). */
  function nextBillAddOns(details: UpgradeDetails): string[] {
    const last = details.bills[details.bills.length - 1];
    return (last?.items ?? []).map((line) => line.productId).filter((id) => !id.startsWith('airwave-')).sort();
  }
  const cases: [string, PersonaId, Record<string, true>, string[]][] = [
    ['Core + MGM+ to Plus (Plus includes MGM+)', 'core-subscriber', { 'airwave-plus': true }, []],
    ['Core + MGM+ to Plus, MGM+ sent too', 'core-subscriber', { 'airwave-plus': true, epix: true }, []],
    ['Core + MGM+ to Plus with Movie Pack', 'core-subscriber', { 'airwave-plus': true, movie: true }, ['movie']],
    ['Core + MGM+ kept on Core', 'core-subscriber', { 'airwave-argon': true, epix: true }, ['epix']],
    ['Core + MGM+ to Core + STARZ (MGM+ left out runs out at the next bill)', 'core-subscriber', { 'airwave-argon': true, starz: true }, ['starz']],
    ['Core + MGM+ to Core alone', 'core-subscriber', { 'airwave-argon': true }, []],
    ['STARZ priced without a plan adds to Core + MGM+', 'core-subscriber', { starz: true }, ['epix', 'starz']],
    ['Roku: Core to Plus with STARZ sent (included)', 'roku-billed', { 'airwave-plus': true, starz: true }, []],
  ];
  it.each(cases)('%s', async (_name, persona, body, expected) => {
    const { world } = testWorld(persona);
    const result = await call(world, 'POST', '/billing/upgrade_details', { body });
    expectContract('getUpgradeDetails', result);
    const details = result.body.result as UpgradeDetails;
    expect(nextBillAddOns(details)).toEqual(expected);
    const everyLine = details.bills.flatMap((bill) => bill.items).map((line) => line.productId);
    if (body['airwave-plus']) expect(everyLine).not.toContain('epix');
  });

  it('the change to Plus drops MGM+ at once (Plus carries it): not departing, not billed, and Plus is the plan', async () => {
    const { world } = testWorld('core-subscriber');
    const changed = await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-plus', addons: ['epix'] } });
    expectContract('updateSubscription', changed);
    expect(codeOf(changed)).toBe('success');
    expect(await accountOf(world)).toMatchObject({ plan: 'airwave-plus', addOns: [], departing: [] });
    const details = await userDetails(world);
    expect(details.nextBillDetails).not.toBeNull();
    expect(JSON.stringify(details.nextBillDetails)).toContain('airwave-plus');
    expect(JSON.stringify(details.nextBillDetails)).not.toContain('epix');
  });

  it('a plan that does not offer an add-on still refuses it when asked for (1262)', async () => {
    const { world } = testWorld('core-subscriber');
    const refused = await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-boron', addons: ['amcplus-adfree'] } });
    expect(codeOf(refused)).toBe(1262);
    const priced = await call(world, 'POST', '/billing/upgrade_details', { body: { 'airwave-boron': true, 'amcplus-adfree': true } });
    expect(codeOf(priced)).toBe(1262);
  });
});
