/**
 * Every billing error code of the product's catalogue through the app's one message rule (billingOutcomeOf) and
 * the screens' reading of it: the text a viewer sees ('{message} (Code: {code})'), the stale and surge outcomes,
 * which codes open the unavailable-package descriptor instead of a message in place, and which one asks for
 * credentials (the add-email prompt) instead.
 */
import { describe, expect, it } from 'vitest';
import { billingOutcomeOf, isUncredentialedSubscription, type BillingErrorCode, type BillingOutcome } from '../../../../app/api/rest/billing-outcome.ts';
import { unavailablePackageCode } from '../../../../app/features/billing/core/logic/billing-descriptor.ts';

const failing = (code: BillingErrorCode, message: string, flags: { stale?: true; surge?: true } = {}) =>
  billingOutcomeOf<unknown>({ success: false, errors: [{ code, message }], ...flags });

describe('the billing error catalogue, code by code', () => {
  it.each<[BillingErrorCode, string, { stale?: true; surge?: true }, BillingOutcome<unknown>, number | null]>([
    [1102, 'Please enter a valid zipcode.', {}, { kind: 'failure', code: 1102, message: 'Please enter a valid zipcode. (Code: 1102)' }, null],
    [1253, 'This coupon cannot be used with your plan.', {}, { kind: 'failure', code: 1253, message: 'This coupon cannot be used with your plan. (Code: 1253)' }, null],
    [1262, 'This add-on is not available.', {}, { kind: 'failure', code: 1262, message: 'This add-on is not available. (Code: 1262)' }, 1262],
    [1276, 'This option is not available with your biller.', {}, { kind: 'failure', code: 1276, message: 'This option is not available with your biller. (Code: 1276)' }, 1276],
    [1406, 'Your account changed.', { stale: true }, { kind: 'stale', code: 1406, message: 'Your account changed. Please reload your browser and try again. (Code: 1406)' }, null],
    [1512, 'Add an email to subscribe.', {}, { kind: 'failure', code: 1512, message: 'Add an email to subscribe. (Code: 1512)' }, null],
    [1803, '', { surge: true }, { kind: 'surge', code: 1803, message: '' }, null],
    [1806, 'Busy.', { surge: true }, { kind: 'surge', code: 1806, message: 'Our system is taking a nap right now! Try again later.' }, null],
  ])('%i', (code, message, flags, outcome, descriptor) => {
    const read = failing(code, message, flags);
    expect(read).toEqual(outcome);
    expect(unavailablePackageCode(read)).toBe(descriptor);
    expect(isUncredentialedSubscription(read)).toBe(code === 1512);
  });

  it('reads a stale or surge code the same without its envelope flag', () => {
    expect(failing(1406, 'Changed.').kind).toBe('stale');
    expect(failing(1803, '').kind).toBe('surge');
    expect(failing(1806, 'Busy.').kind).toBe('surge');
  });
});
