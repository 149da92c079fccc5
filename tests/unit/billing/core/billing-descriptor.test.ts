import { describe, expect, it } from 'vitest';
import type { BillingOutcome } from '../../../../app/api/rest/billing-outcome.ts';
import {
  descriptorsBefore,
  descriptorText,
  unavailablePackageCode,
  unavailablePackageText,
  type ActionDescriptor,
  type DescriptorAction,
  type DescriptorInput,
} from '../../../../app/features/billing/core/logic/billing-descriptor.ts';
import { deactivatedSettingsSections } from '../../../../app/features/billing/reactivation/logic/deactivated-settings.ts';
import type { UserDetails } from '../../../../app/features/billing/core/logic/types.ts';

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

  it('says the content is unavailable and names the code (107 when none is given)', () => {
    expect(joined()).toBe('This content is unavailable on your subscription. Contact support (code: 107)');
    expect(joined(1262)).toBe('This content is unavailable on your subscription. Contact support (code: 1262)');
    expect(unavailablePackageText(1276).link).toBe('Contact support');
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
});

describe('the descriptors an action meets first', () => {
  const core = { id: 'airwave-argon', displayName: 'Airwave Core' };
  const legacy = { id: 'airwave-2021', displayName: 'Airwave Legacy' };
  it.each<[string, DescriptorAction, DescriptorInput, ActionDescriptor[]]>([
    ['a card-billed Core subscriber cancels at once', 'cancel', { biller: 'chargebee', fsmState: 'regular', plan: core }, []],
    ['a Legacy subscriber learns the plan cannot be had again', 'cancel', { biller: 'chargebee', fsmState: 'regular', plan: legacy }, [{ kind: 'legacy-cancel', planName: 'Airwave Legacy' }]],
    ['every Legacy plan counts', 'cancel', { biller: 'stripe', fsmState: 'regular', plan: { id: 'airwave-2021-3m', displayName: 'Airwave Legacy, 3 months' } }, [{ kind: 'legacy-cancel', planName: 'Airwave Legacy, 3 months' }]],
    ['an Apple-billed subscriber is warned that Apple manages it', 'cancel', { biller: 'apple', fsmState: 'regular', plan: core }, [{ kind: 'provider-managed', provider: 'apple', deactivated: false }]],
    ['a Roku-billed Legacy subscriber reads both, the provider first', 'cancel', { biller: 'roku', fsmState: 'regular', plan: legacy }, [{ kind: 'provider-managed', provider: 'roku', deactivated: false }, { kind: 'legacy-cancel', planName: 'Airwave Legacy' }]],
    ['a deactivated Google-billed account reactivating gets the deactivated warning', 'reactivate', { biller: 'google', fsmState: 'deactivated', plan: null }, [{ kind: 'provider-managed', provider: 'google', deactivated: true }]],
    ['a deactivated card-billed account reactivates at once', 'reactivate', { biller: 'chargebee', fsmState: 'deactivated', plan: null }, []],
    ['reactivating is no Legacy cancel', 'reactivate', { biller: 'chargebee', fsmState: 'deactivated', plan: legacy }, []],
    ['a sponsored (unbilled) account meets none', 'cancel', { biller: 'unbilled', fsmState: 'regular', plan: core }, []],
  ])('%s', (_name, action, account, descriptors) => {
    expect(descriptorsBefore(action, account)).toEqual(descriptors);
  });

  it('words each one: the Legacy plan by name, the provider warning differently for running and ended subscriptions', () => {
    expect(descriptorText({ kind: 'legacy-cancel', planName: 'Airwave Legacy' })).toEqual({
      title: 'Leaving Airwave Legacy',
      body: 'Airwave Legacy is no longer offered. If you cancel, you will not be able to return to the Airwave Legacy plan later.',
      proceed: 'Continue',
      dismiss: 'Keep my subscription',
    });
    const active = descriptorText({ kind: 'provider-managed', provider: 'apple', deactivated: false });
    const ended = descriptorText({ kind: 'provider-managed', provider: 'apple', deactivated: true });
    expect(active.title).toBe('Billed by Apple');
    expect(active.body).toBe('Your Airwave subscription is billed by Apple, and Apple manages its payments. If you cancel here, also cancel it with Apple, or Apple may keep billing you.');
    expect(ended.body).toBe('Your last Airwave subscription was billed by Apple. If you reactivate here, Airwave bills you directly: if Apple still has a subscription for you, cancel it with Apple so you are not billed twice.');
    expect([active.proceed, active.dismiss]).toEqual(['Continue', 'Go back']);
  });
});
