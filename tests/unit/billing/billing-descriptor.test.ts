import { describe, expect, it } from 'vitest';
import type { BillingOutcome } from '../../../app/api/rest/billing-outcome.ts';
import { unavailablePackageCode, unavailablePackageText } from '../../../app/features/billing/logic/billing-descriptor.ts';
import { deactivatedSettingsSections } from '../../../app/features/billing/logic/deactivated-settings.ts';
import type { UserDetails } from '../../../app/features/billing/logic/types.ts';
import { BILLING_DESCRIPTOR, DEACTIVATED_SETTINGS } from '../../../app/features/billing/texts.ts';

const joined = (code?: number) => {
  const text = unavailablePackageText(code);
  return `${text.before}${text.link}${text.after}`;
};

describe('the unavailable-package billing descriptor', () => {
  it.each<[BillingOutcome<unknown>, number | null]>([
    [{ kind: 'failure', code: 1262, message: 'Add-on not available (Code: 1262)' }, 1262],
    [{ kind: 'failure', code: 1276, message: 'Invalid for biller (Code: 1276)' }, 1276],
    [{ kind: 'failure', code: 1301, message: 'Declined (Code: 1301)' }, null],
    [{ kind: 'failure', message: '500: Internal Server Error', httpStatus: 500 }, null],
    [{ kind: 'stale', code: 1406, message: 'Stale (Code: 1406)' }, null],
    [{ kind: 'success', result: {} }, null],
  ])('opens for %j with code %s', (outcome, code) => {
    expect(unavailablePackageCode(outcome)).toBe(code);
  });

  it('says the content is unavailable, names the code (107 when none is given), and offers Exit', () => {
    expect(joined()).toBe('This content is unavailable on your subscription. Contact support (code: 107)');
    expect(joined(1262)).toBe('This content is unavailable on your subscription. Contact support (code: 1262)');
    expect(unavailablePackageText(1276).link).toBe('Contact support');
    expect(BILLING_DESCRIPTOR.exit).toBe('Exit');
  });
});

describe("the deactivated account's settings", () => {
  it.each([
    [0, ['privacy', 'payment']],
    [2, ['privacy', 'payment', 'history']],
  ])('with %i billing events shows %j', (count, sections) => {
    const billingEvents = Array.from({ length: count }, (_, index) => ({ date: `2026-0${index + 1}-01`, description: 'Airwave Core', amountCents: 2500, type: 'charge' }));
    expect(deactivatedSettingsSections({ billingEvents } as Pick<UserDetails, 'billingEvents'>)).toEqual(sections);
  });

  it("names the product's sections word for word", () => {
    expect([DEACTIVATED_SETTINGS.privacy, DEACTIVATED_SETTINGS.payment]).toEqual(['Privacy Setting', 'Payment Details']);
  });
});
