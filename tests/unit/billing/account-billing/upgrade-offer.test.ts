/**
 * The account page's offers that depend on who pays: the upgrade offer to an account without a paid plan, and
 * what a sponsored account may change (nothing: its sponsor does).
 */
import { describe, expect, it } from 'vitest';
import { canCancelSubscription, canChangeSubscription, hasUpgradeOffer } from '../../../../app/features/billing/core/logic/account-actions.ts';
import type { PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { userDetails } from '../persona-details.ts';

describe('the upgrade offer', () => {
  it.each<[PersonaId, boolean]>([
    ['free-plan', true],
    ['visitor', true],
    ['emailless', true],
    ['core-subscriber', false],
    ['trial', false],
    ['delinquent', false],
    ['departing', false],
    ['deactivated', false],
    ['sponsored', false],
    ['roku-billed', false],
    ['removed', false],
  ])('the mock persona %s is offered an upgrade: %s', async (persona, offered) => {
    expect(hasUpgradeOffer(await userDetails(persona))).toBe(offered);
  });

  it('a lapsed account is offered it too; a paid plan is not', async () => {
    const details = await userDetails('core-subscriber');
    expect(hasUpgradeOffer({ ...details, fsmState: 'lapsed', subscribedItems: [] })).toBe(true);
    expect(hasUpgradeOffer({ ...details, fsmState: 'lapsed' })).toBe(false);
    expect(hasUpgradeOffer({ ...details, fsmState: 'known', subscribedItems: [] })).toBe(true);
  });
});

describe('a sponsored account', () => {
  it('may neither cancel nor change its plan: its sponsor makes changes', async () => {
    const details = await userDetails('sponsored');
    expect(canCancelSubscription(details)).toBe(false);
    expect(canChangeSubscription(details)).toBe(false);
    expect(canCancelSubscription({ ...details, sponsor: null })).toBe(true);
  });
});
