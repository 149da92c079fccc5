import { describe, expect, it } from 'vitest';
import type { AvailableChannelsQuery } from '../../../../generated/graphql/operations.ts';
import {
  appendChannelsPage,
  channelListView,
  FIRST_CHANNELS_VARIABLES,
  listedChannels,
  nextChannelsVariables,
  type AvailableChannel,
} from '../../../../app/features/billing/channel-configurator/logic/channel-configurator.ts';

function channel(id: string, isActive = true): AvailableChannel {
  return {
    id,
    channelId: id,
    displayName: `Channel ${id}`,
    callsign: null,
    name: null,
    isActive,
    isFavorite: false,
    isAddOn: false,
    isFastViewable: false,
    isSynthetic: false,
    shareURL: null,
    images: { smallWhite: null, small: null, smallDark: null, largeWhite: null },
  };
}

function page(ids: Array<[string, boolean?]>, hasNextPage: boolean, endCursor: string | null): AvailableChannelsQuery {
  return {
    availableChannels: {
      status: 'VALID',
      edges: ids.map(([id, active]) => ({ cursor: `c-${id}`, node: channel(id, active ?? true) })),
      pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: null, endCursor },
      summary: { totalCount: 500 },
    },
  };
}

describe('channel configurator rules', () => {
  it('reads the first 200 channels A-Z, then 200 more after the last cursor, and stops at the end', () => {
    expect(FIRST_CHANNELS_VARIABLES).toEqual({ order: 'ALPHABETICAL', first: 200 });
    expect(nextChannelsVariables(page([], true, 'cur-200').availableChannels.pageInfo)).toEqual({ order: 'ALPHABETICAL', first: 200, after: 'cur-200' });
    expect(nextChannelsVariables(page([], false, 'cur-300').availableChannels.pageInfo)).toBeNull();
    expect(nextChannelsVariables(page([], true, null).availableChannels.pageInfo)).toBeNull();
  });

  it('appends a further page without listing a channel twice, and lists only active channels', () => {
    const merged = appendChannelsPage(page([['a'], ['b', false]], true, 'c-b'), page([['b', false], ['c']], false, 'c-c'));
    expect(merged.availableChannels.edges.map((edge) => edge.node.id)).toEqual(['a', 'b', 'c']);
    expect(merged.availableChannels.pageInfo.hasNextPage).toBe(false);
    expect(listedChannels(merged).map((item) => item.id)).toEqual(['a', 'c']);
    expect(listedChannels(undefined)).toEqual([]);
  });

  it.each([
    [{ loading: true, failed: false, count: 0 }, 'loading'],
    [{ loading: false, failed: true, count: 0 }, 'error'],
    [{ loading: true, failed: true, count: 0 }, 'error'],
    [{ loading: false, failed: false, count: 0 }, 'empty'],
    [{ loading: false, failed: true, count: 3 }, 'list'],
    [{ loading: true, failed: false, count: 3 }, 'list'],
  ] as const)('shows %j as %s', (input, view) => {
    expect(channelListView(input)).toBe(view);
  });
});
