import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../../../app/config/environment.ts';
import { providerManagementLinks } from '../../../../app/features/billing/core/logic/provider-links.ts';
import type { Biller } from '../../../../app/features/billing/core/logic/types.ts';

const links = readEnvironment({ VITE_GOOGLE_PLAY_SUBSCRIPTIONS_URL: 'https://play.google.example/subscriptions' }).subscriptionManagement;

describe("where a provider-billed account manages its subscription", () => {
  it.each<[Biller, Array<[string, string]>]>([
    ['apple', [['Manage your subscription with Apple', 'https://apps.apple.com/account/subscriptions']]],
    ['amazon', [['Manage your subscription with Amazon', 'https://www.amazon.com/yourmembershipsandsubscriptions']]],
    ['google', [['Manage your subscription with Google', 'https://play.google.example/subscriptions']]],
    ['roku', [['Manage your subscription with Roku', 'https://my.roku.com/account/subscriptions']]],
    [
      'vizio',
      [
        ['Manage your subscription with Vizio', 'https://www.vizio.com/account/subscriptions'],
        ['Update your payment method with Vizio', 'https://www.vizio.com/account/payment-methods'],
      ],
    ],
    ['chargebee', []],
    ['stripe', []],
    ['unbilled', []],
  ])('%s: %j', (biller, expected) => {
    expect(providerManagementLinks(biller, links).map((link) => [link.label, link.href])).toEqual(expected);
  });
});
