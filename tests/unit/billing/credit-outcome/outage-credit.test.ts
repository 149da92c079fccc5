import { describe, expect, it } from 'vitest';
import { claimOutcome, creditPath, offersOutageCredit } from '../../../../app/features/billing/credit-outcome/logic/credit-outcome.ts';

describe('the outage credit promotion', () => {
  it.each([
    ['treatment', [], true],
    ['treatment', ['SUMMER5'], true],
    ['treatment', ['OUTAGE10'], false],
    ['treatment', ['outage10'], false],
    ['control', [], false],
  ] as const)('in %s with the coupons %j the account page offers it: %s', (variant, tokens, offered) => {
    expect(offersOutageCredit(variant, tokens, 'OUTAGE10')).toBe(offered);
  });

  it.each([
    [{ kind: 'success', result: {} }, 'success'],
    [{ kind: 'failure', message: 'Invalid or expired offer. (Code: 1250)', code: 1250 }, 'expired'],
    [{ kind: 'failure', message: 'Not for your plan (Code: 1253)', code: 1253 }, 'ineligible'],
    [{ kind: 'failure', message: 'No payment method (Code: 1300)', code: 1300 }, 'error'],
    [{ kind: 'failure', message: '500: Internal Server Error', httpStatus: 500 }, 'error'],
    [{ kind: 'stale', message: 'Data Update in Progress', code: 1406 }, 'error'],
  ] as const)('a claim answered %j lands on %s', (outcome, landing) => {
    expect(claimOutcome(outcome)).toBe(landing);
  });

  it('builds the landing page path with the promotion name', () => {
    expect(creditPath('outage-credit', 'success')).toBe('/player/credit/outage-credit/success');
    expect(creditPath('spring outage', 'expired')).toBe('/player/credit/spring%20outage/expired');
  });
});
