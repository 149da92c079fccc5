/**
 * The account page's upgrade pitch: the preferred plan's lineup and list price per month, or the product's configured
 * defaults (70+ channels from $25) when the plans on offer are not known.
 */
import { describe, expect, it } from 'vitest';
import { upgradePitchText } from '../../../../app/features/billing/account-billing/texts.ts';
import type { ProductItem } from '../../../../app/features/billing/core/logic/types.ts';

type Plan = Pick<ProductItem, 'id' | 'basePriceCents' | 'unitCount' | 'channels' | 'freeChannels'>;

const channels = (count: number, prefix = 'ch') => Array.from({ length: count }, (_, index) => ({ channelId: `${prefix}-${index}`, displayName: `${prefix} ${index}` }));
const plan = (id: string, basePriceCents: number, lineup: number, unitCount = 1): Plan => ({ id, basePriceCents, unitCount, channels: channels(lineup), freeChannels: [] });
const TAIL = 'Unlimited 1-year DVR and 75,000+ on-demand titles.';

describe('the upgrade pitch', () => {
  it.each<[string, readonly Plan[] | null, string]>([
    ['the plans could not be read: the configured defaults', null, `70+ channels from $25/month, ${TAIL}`],
    ['the preferred plan is not on offer: the defaults', [plan('airwave-plus', 4499, 95)], `70+ channels from $25/month, ${TAIL}`],
    ['the preferred plan: its lineup rounded down to tens and its list price', [plan('airwave-plus', 4499, 95), plan('airwave-argon', 3199, 84)], `80+ channels from $31.99/month, ${TAIL}`],
    ['a plan billed every 3 months is priced per month', [plan('airwave-argon', 6897, 73, 3)], `70+ channels from $22.99/month, ${TAIL}`],
    ['a free plan under the preferred id: the defaults', [plan('airwave-argon', 0, 40)], `70+ channels from $25/month, ${TAIL}`],
    ['an empty lineup keeps the default count', [plan('airwave-argon', 3199, 0)], `70+ channels from $31.99/month, ${TAIL}`],
  ])('%s', (_name, plans, text) => {
    expect(upgradePitchText(plans, 'airwave-argon')).toBe(text);
  });

  it('counts a channel once when it is in the lineup and among the free channels', () => {
    const core: Plan = { id: 'airwave-argon', basePriceCents: 3199, unitCount: 1, channels: channels(65), freeChannels: [...channels(5), ...channels(12, 'free')] };
    expect(upgradePitchText([core], 'airwave-argon')).toBe(`70+ channels from $31.99/month, ${TAIL}`);
  });
});
