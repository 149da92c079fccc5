import { describe, expect, it } from 'vitest';
import { canAddPaymentWithoutSubscribing } from '../../../../app/features/billing/payment/logic/agent-actions.ts';
import type { UserDetails } from '../../../../app/features/billing/core/logic/types.ts';

type Input = Parameters<typeof canAddPaymentWithoutSubscribing>[1];

const neverBilled: Input = { biller: 'unbilled', sponsor: null, paymentMethod: null, fsmState: 'curious', isUserInBillingSystem: true };
const card = { kind: 'card', brand: 'visa', walletKind: null, last4: '4242', expiry: '08/28', status: 'valid', zip: '78701' } as const satisfies NonNullable<UserDetails['paymentMethod']>;

describe("'Add payment without subscribing'", () => {
  it.each<[string, boolean, Input, boolean]>([
    ['a support agent on a never-billed account without a payment method', true, neverBilled, true],
    ['the same account seen by its own user', false, neverBilled, false],
    ['an account that already has a payment method', true, { ...neverBilled, paymentMethod: card }, false],
    ['a card-billed account (it has its own Update payment method)', true, { ...neverBilled, biller: 'chargebee' }, false],
    ['an account billed by a provider', true, { ...neverBilled, biller: 'roku', fsmState: 'regular' }, false],
    ['a sponsored account', true, { ...neverBilled, sponsor: { name: 'Acme Telecom', url: null } }, false],
    ['a removed account', true, { ...neverBilled, fsmState: 'deleted' }, false],
    ['an account under investigation', true, { ...neverBilled, fsmState: 'blocked' }, false],
    ['an account the billing system has not created yet', true, { ...neverBilled, isUserInBillingSystem: false }, false],
  ])('%s', (_name, agent, details, offered) => {
    expect(canAddPaymentWithoutSubscribing(agent, details)).toBe(offered);
  });
});
