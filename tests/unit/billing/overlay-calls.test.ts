/**
 * The subscription overlay's calls through the app's REST clients against the node mock world: plans and
 * add-ons, the price summary with its pro-rated line, an add-on added and a plan changed with the card on
 * file (update_subscription with the whole selection), and the outcomes a screen reads for a stale and a
 * departing account.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../app/api/rest/clients.ts';
import { changeSubscription, loadSignupDetails, loadUpgradeDetails, loadUserDetails } from '../../../app/features/billing/api/calls.ts';
import { changeBody, changeCallFor, upgradeDetailsBody } from '../../../app/features/billing/logic/overlay.ts';
import { setupNodeMocks } from '../../../mocks/node.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../support/clock.ts';

const ORIGIN = 'http://airwave.test';
const { server } = setupNodeMocks({ origin: ORIGIN, now: () => TEST_NOW });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clientsFor = (persona: PersonaId, session: string) =>
  createRestClients({ profileBaseUrl: ORIGIN, billingBaseUrl: ORIGIN, playbackBaseUrl: ORIGIN }, { cookie: `airwave_session=${session}`, 'x-mock-scenario': persona });

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

  it('an externally billed account cannot be priced here (1276, the option is invalid for its biller)', async () => {
    const priced = await loadUpgradeDetails(clientsFor('roku-billed', 'overlay-roku'), { 'airwave-argon': true, starz: true });
    expect(priced).toMatchObject({ kind: 'failure', code: 1276 });
  });
});
