/**
 * The room Checkout keeps for its priced order before the first answer: how many lines each bill will likely have,
 * from the selection alone, before any amount is known (tests/e2e/checkout-steady.spec.ts checks the first case against the
 * order the mock world prices).
 */
import { describe, expect, it } from 'vitest';
import { likelyBillLines } from '../../../../app/features/billing/overlay/logic/order-room.ts';
import type { OverlaySelection } from '../../../../app/features/billing/overlay/logic/overlay-flow.ts';
import type { PlanId } from '../../../../app/features/billing/core/logic/types.ts';

const core: PlanId = 'airwave-2021';
const plus: PlanId = 'airwave-plus';
const onCore: OverlaySelection = { plan: core, addOns: [] };

describe('likelyBillLines', () => {
  it.each([
    // Core → Plus with $5 of credit: today Plus (Pro-Rated), Core's unused days, the credit; then Plus.
    ['a plan upgrade with credit', { plan: plus, addOns: [] }, onCore, 500, [3, 1]],
    ['a plan upgrade without credit', { plan: plus, addOns: [] }, onCore, 0, [2, 1]],
    // An add-on added: today the add-on (Pro-Rated); then the plan and the add-on.
    ['an add-on added', { plan: core, addOns: ['starz'] }, onCore, 0, [1, 2]],
    ['two add-ons added to one kept', { plan: core, addOns: ['starz', 'mgm', 'kids'] }, { plan: core, addOns: ['kids'] }, 0, [2, 4]],
    // Nothing charged now (an add-on removed, nothing added): only the next bill, the credit on it.
    ['an add-on removed', onCore, { plan: core, addOns: ['starz'] }, 500, [2]],
    ['the selection unchanged', onCore, onCore, 0, [1]],
    // A first plan: charged today, nothing replaced.
    ['a first plan', { plan: plus, addOns: ['starz'] }, { plan: null, addOns: [] }, 0, [2, 2]],
  ] as const)('%s: %j', (_, selection, current, creditCents, lines) => {
    expect(likelyBillLines({ selection, current, creditCents })).toEqual(lines);
  });
});
