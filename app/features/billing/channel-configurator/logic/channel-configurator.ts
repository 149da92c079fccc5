import type { AvailableChannelsQuery, AvailableChannelsQueryVariables } from '../../../../../generated/graphql/operations.ts';

/**
 * The channel configurator: the active channels available to the user, A-Z, read 200 at a time. The page
 * exists only while its feature flag (common/feature-flags.ts, `channelConfigurator`) is on; otherwise the route is
 * an unknown page.
 *
 * The first read and each further read ask for this many channels.
 */
export const CHANNELS_INITIAL_COUNT = 200;
export const CHANNELS_PAGE_SIZE = 200;

export type AvailableChannel = AvailableChannelsQuery['availableChannels']['edges'][number]['node'];

export const FIRST_CHANNELS_VARIABLES: AvailableChannelsQueryVariables = { order: 'ALPHABETICAL', first: CHANNELS_INITIAL_COUNT };

/** The variables of the next read, or null when the list is complete. */
export function nextChannelsVariables(
  pageInfo: AvailableChannelsQuery['availableChannels']['pageInfo'],
): AvailableChannelsQueryVariables | null {
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return null;
  return { order: 'ALPHABETICAL', first: CHANNELS_PAGE_SIZE, after: pageInfo.endCursor };
}

/** A further page appended to what is shown: a channel already listed is not listed twice. */
export function appendChannelsPage(previous: AvailableChannelsQuery, next: AvailableChannelsQuery): AvailableChannelsQuery {
  const seen = new Set(previous.availableChannels.edges.map((edge) => edge.node.id));
  return {
    ...previous,
    availableChannels: {
      ...next.availableChannels,
      edges: [...previous.availableChannels.edges, ...next.availableChannels.edges.filter((edge) => !seen.has(edge.node.id))],
    },
  };
}

/** The channels the configurator lists: only active ones, in the order the server gave. */
export function listedChannels(data: AvailableChannelsQuery | undefined): AvailableChannel[] {
  return (data?.availableChannels.edges ?? []).map((edge) => edge.node).filter((channel) => channel.isActive);
}

export type ChannelListView = 'loading' | 'error' | 'empty' | 'list';

/** What the page shows: a read that failed with nothing to show is an error; a read with no channel is empty. */
export function channelListView({ loading, failed, count }: { loading: boolean; failed: boolean; count: number }): ChannelListView {
  if (count > 0) return 'list';
  if (failed) return 'error';
  if (loading) return 'loading';
  return 'empty';
}
