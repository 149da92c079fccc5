import type { ProductChannel, ProductItem, SignupDetails } from '../../core/logic/types.ts';

/** The paid base plan the reactivation page leads with. */
export const CORE_PLAN_ID = 'airwave-argon';

/** A free plan: nothing to pay, so no card is asked for. */
export function isFreePlan(plan: Pick<ProductItem, 'basePriceCents' | 'priceCents'>): boolean {
  return plan.basePriceCents === 0 && plan.priceCents === 0;
}

export interface ReactivationPlans {
  /** The free plan, when there is one to join ('Watch Free'). */
  free: ProductItem | null;
  /** The paid plan offered: Core; an account that cannot choose Core is offered its paid plans instead. */
  paid: ProductItem[];
}

/** The page offers a choice of free channels or Core. */
export function reactivationPlans(signup: Pick<SignupDetails, 'selectablePlans'>): ReactivationPlans {
  const free = signup.selectablePlans.find(isFreePlan) ?? null;
  const paid = signup.selectablePlans.filter((plan) => !isFreePlan(plan));
  const core = paid.filter((plan) => plan.id === CORE_PLAN_ID);
  return { free, paid: core.length > 0 ? core : paid };
}

export type LineupTabId = 'all' | 'favorites' | 'free' | 'core' | 'add-ons';

export interface LineupTab {
  id: LineupTabId;
  title: string;
  channels: ProductChannel[];
}

function unique(channels: readonly ProductChannel[]): ProductChannel[] {
  const seen = new Set<string>();
  return channels.filter((channel) => (seen.has(channel.channelId) ? false : (seen.add(channel.channelId), true)));
}

const byName = (a: ProductChannel, b: ProductChannel) => a.displayName.localeCompare(b.displayName);

/**
 * The channel lineup's tabs: All channels, My Favorites (the viewer's favorites among them), the free plan's,
 * Core's and the add-ons' channels, each sorted by name. A tab with no channels is not shown.
 */
export function lineupTabs(signup: Pick<SignupDetails, 'selectablePlans' | 'selectableAddons'>, favoriteIds: ReadonlySet<string>): LineupTab[] {
  const { free } = reactivationPlans(signup);
  const core = signup.selectablePlans.find((plan) => plan.id === CORE_PLAN_ID) ?? null;
  const freeChannels = free ? unique([...(free.channels ?? []), ...(free.freeChannels ?? [])]) : [];
  const coreChannels = core ? unique(core.channels ?? []) : [];
  const addOnChannels = unique(signup.selectableAddons.flatMap((addOn) => addOn.channels ?? []));
  const all = unique([...coreChannels, ...freeChannels, ...addOnChannels]);
  const tabs: LineupTab[] = [
    { id: 'all', title: 'All channels', channels: all },
    { id: 'favorites', title: 'My Favorites', channels: all.filter((channel) => favoriteIds.has(channel.channelId)) },
    { id: 'free', title: free?.displayName ?? 'Free', channels: freeChannels },
    { id: 'core', title: core?.displayName ?? 'Core', channels: coreChannels },
    { id: 'add-ons', title: 'Add-Ons', channels: addOnChannels },
  ];
  return tabs.filter((tab) => tab.channels.length > 0).map((tab) => ({ ...tab, channels: [...tab.channels].sort(byName) }));
}
