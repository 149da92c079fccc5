/** What Manage Plan's plan cards and Manage Add-Ons' add-on cards say: price, trial, lineup size and logos. */
import { describe, expect, it } from 'vitest';
import { addOnChannelPreview, AND_MORE, channelCountText, planCardFacts } from '../../../../app/features/billing/overlay/logic/product-card.ts';
import type { ProductChannel } from '../../../../app/features/billing/core/logic/types.ts';

const channel = (n: number): ProductChannel => ({ channelId: `ch-${n}`, displayName: `Channel ${n}`, callsign: `C${n}`, logoUrl: `https://images.airwave.example/channels/${n}.png` });
const lineup = (count: number, from = 0) => Array.from({ length: count }, (_, index) => channel(from + index));

describe('channel counts', () => {
  it.each([
    [0, null],
    [1, '1 channel'],
    [7, '7 channels'],
    [10, '10+ channels'],
    [19, '10+ channels'],
    [104, '100+ channels'],
    [250, '250+ channels'],
  ])('%i channels read %s', (count, text) => {
    expect(channelCountText(count)).toBe(text);
  });
});

describe('a plan card', () => {
  const base = { priceCents: 3199, unit: 'month', unitCount: 1, isTrialAvailable: false, trialStarted: false, trialDurationDays: 0, trialExpiration: null } as const;

  it('counts its channels and the free channels with it once each', () => {
    expect(planCardFacts({ ...base, channels: lineup(95), freeChannels: lineup(12, 90) }).channels).toBe('100+ channels');
    expect(planCardFacts({ ...base, channels: [], freeChannels: lineup(3) }).channels).toBe('3 channels');
  });

  it('says the trial while it is open, and a multi-month plan its monthly price', () => {
    expect(planCardFacts({ ...base, isTrialAvailable: true, trialDurationDays: 7 })).toEqual({ price: '$31.99/month', unitPrice: null, trial: 'after 7-day free trial', channels: null });
    expect(planCardFacts({ ...base, priceCents: 6897, unitCount: 3, unitPriceCents: 2299 })).toMatchObject({ price: '$68.97 every 3 months', unitPrice: '$22.99 / month', trial: null });
  });
});

describe('an add-on card', () => {
  it.each([
    [0, 0, false],
    [2, 2, false],
    [3, 3, false],
    [4, 3, true],
    [12, 3, true],
  ])(`with %i channels shows %i logos and '${AND_MORE}': %s`, (count, shown, more) => {
    const preview = addOnChannelPreview(lineup(count));
    expect(preview.shown).toHaveLength(shown);
    expect(preview.more).toBe(more);
  });

  it('shows the first channels in lineup order', () => {
    expect(addOnChannelPreview(lineup(5)).shown.map((entry) => entry.channelId)).toEqual(['ch-0', 'ch-1', 'ch-2']);
    expect(addOnChannelPreview(undefined)).toEqual({ shown: [], more: false });
  });
});
