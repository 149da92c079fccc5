import { formatChannelCount } from './channel-count.ts';
import { trialText } from '../../core/logic/bill-texts.ts';
import { periodPriceText, unitPriceText } from '../../core/logic/price-text.ts';
import type { ProductChannel, ProductItem } from '../../core/logic/types.ts';

/** Said after an add-on card's first channel logos when it has more channels. */
export const AND_MORE = '& More';
/** How many channel logos an add-on card shows before '& More'. */
export const ADD_ON_LOGOS_SHOWN = 3;

/**
 * A lineup's size as a plan card says it: rounded down to tens with '+' ('100+ channels' for 104), the exact
 * count below ten ('7 channels', '1 channel'), nothing for an empty lineup.
 */
export function channelCountText(count: number): string | null {
  if (count <= 0) return null;
  return `${formatChannelCount(count)} ${count === 1 ? 'channel' : 'channels'}`;
}

export interface PlanCardFacts {
  /** '$31.99/month', or '$68.97 every 3 months' for a multi-month plan. */
  price: string;
  /** A multi-month plan's price per month ('$22.99 / month'); null for a one-month plan. */
  unitPrice: string | null;
  /** 'after 7-day free trial' while the plan's trial is open to the viewer. */
  trial: string | null;
  /** The plan's lineup (its channels and the free channels with it), e.g. '100+ channels'. */
  channels: string | null;
}

/** What a plan's card in Manage Plan says besides its name and description. */
export function planCardFacts(plan: Pick<ProductItem, 'priceCents' | 'unit' | 'unitCount' | 'unitPriceCents' | 'channels' | 'freeChannels' | 'isTrialAvailable' | 'trialStarted' | 'trialDurationDays' | 'trialExpiration'>): PlanCardFacts {
  const lineup = new Set([...(plan.channels ?? []), ...(plan.freeChannels ?? [])].map((channel) => channel.channelId));
  return {
    price: periodPriceText(plan),
    unitPrice: unitPriceText(plan),
    trial: trialText(plan),
    channels: channelCountText(lineup.size),
  };
}

export interface ChannelPreview {
  /** The first channels of the lineup, shown by logo (or by name where a channel has no logo). */
  shown: ProductChannel[];
  /** Whether '& More' follows them. */
  more: boolean;
}

/** An add-on card's lineup: its first three channels, then '& More' when it has others. */
export function addOnChannelPreview(channels: readonly ProductChannel[] | null | undefined): ChannelPreview {
  const all = channels ?? [];
  return { shown: all.slice(0, ADD_ON_LOGOS_SHOWN), more: all.length > ADD_ON_LOGOS_SHOWN };
}
