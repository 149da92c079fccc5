/**
 * The channel configurator's texts.
 */

/** The channel configurator (/player/user/channels). Only the heading is the product's wording; the rest is ours. */
export const CHANNEL_CONFIGURATOR = {
  heading: 'Set up your channels',
  intro: 'Favorite the channels you watch most.',
  loading: 'Loading channels…',
  empty: 'No channels are available on your plan yet.',
  failed: 'We could not load your channels.',
  retry: 'Try again',
  more: 'Show more channels',
  loadingMore: 'Loading more channels…',
  moreFailed: 'We could not load more channels.',
} as const;
