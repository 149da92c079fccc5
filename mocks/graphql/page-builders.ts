/**
 * One builder per PageType: what each page shows, from the catalog and the account, honouring the
 * capabilities sent. Builders are cheap: groups list their items lazily.
 */
import type { Capability, PageOption, PageSelector, PageType } from '../../generated/graphql/schema.ts';
import { hasDvr } from '../db/access.ts';
import type { CatalogChannel, CatalogShow } from '../db/world.ts';
import { airingAsset } from './assets.ts';
import { currentBroadcast, type CatalogIndex } from './catalog-index.ts';
import { nowMs, type GraphQLContext } from './context.ts';
import { channelById, episodeById, indexOf, link, navigate, showById, upgradeButton, clickAction, routes } from './entities.ts';
import { decodeTileGroupId, fnv1a, type PageKey } from './ids.ts';
import { channelImage } from './images.ts';
import { pageOption, SEARCH_CHANNEL_RESULTS_CAP, type GroupSpec, type PageSpec, type SectionSpec } from './page-types.ts';
import { channelProfile, episodeProfile, showProfile } from './profiles.ts';
import type { TileRef } from './tiles.ts';
import { SAVED_PATH } from '../../common/links.ts';

export const EMPTY_MESSAGES = {
  noContent: 'No content.',
  noCollections: 'There are no collections.',
  noResults: 'No Results',
  noSaved: 'You have no saved shows ... click the save button',
  noShowings: 'No showings available. Save this show to record future airings.',
  noBroadcasts: 'No broadcasts available.',
  noDvr: 'DVR not available for this content.',
};

export const DVR_UPSELL = {
  title: 'Upgrade your account to use DVR',
  message:
    "Save now, watch later. Subscribe to the paid plan and you'll unlock access to our unlimited DVR that lets you save all your favorite movies and shows for up to a year.",
};

const has = (key: PageKey, capability: Capability) => key.capabilities.has(capability);

/** A deterministic per-world order ('top' rows), stable across requests. */
function rank(ctx: GraphQLContext, id: string): string {
  return fnv1a(`${ctx.world.seed}:${id}`);
}

function byRank<T>(ctx: GraphQLContext, items: T[], id: (item: T) => string): T[] {
  return [...items].sort((a, b) => rank(ctx, id(a)).localeCompare(rank(ctx, id(b))));
}

function activeLineup(index: CatalogIndex): CatalogChannel[] {
  return index.lineup.filter((channel) => channel.isActive);
}

function onNowRefs(ctx: GraphQLContext, channels: CatalogChannel[]): TileRef[] {
  const index = indexOf(ctx);
  const now = nowMs(ctx);
  const refs: TileRef[] = [];
  for (const channel of channels) {
    const current = currentBroadcast(index, channel.channelId, now);
    if (current) refs.push({ t: 'airing', broadcastId: current.broadcast.broadcastId });
  }
  return refs;
}

function availableVod(ctx: GraphQLContext) {
  const now = nowMs(ctx);
  return [...indexOf(ctx).vod.values()].filter((item) => item.start <= now && now <= item.end);
}

function movieVodRefs(ctx: GraphQLContext): TileRef[] {
  const now = nowMs(ctx);
  return indexOf(ctx)
    .moviesNewestFirst.filter((item) => item.start <= now && now <= item.end)
    .map((item) => ({ t: 'vod', vodId: item.vod.vodId }));
}

function newEpisodeRefs(ctx: GraphQLContext): TileRef[] {
  const index = indexOf(ctx);
  const latest = new Map<string, { vodId: string; start: number }>();
  for (const item of availableVod(ctx)) {
    if (!item.vod.episodeId || index.shows.get(item.vod.showId)?.type !== 'SHOW') continue;
    const known = latest.get(item.vod.showId);
    if (!known || item.start > known.start) latest.set(item.vod.showId, { vodId: item.vod.vodId, start: item.start });
  }
  return [...latest.values()].sort((a, b) => b.start - a.start || a.vodId.localeCompare(b.vodId)).map((item) => ({ t: 'vod', vodId: item.vodId }));
}

function favoriteChannelRefs(ctx: GraphQLContext): TileRef[] {
  const index = indexOf(ctx);
  return ctx.world.account.favoriteChannelIds.filter((id) => index.channels.has(id)).map((channelId) => ({ t: 'channel', channelId }));
}

function collectionRow(ctx: GraphQLContext, collectionId: string): GroupSpec | null {
  const collection = indexOf(ctx).collections.get(collectionId);
  if (!collection) return null;
  const index = indexOf(ctx);
  return {
    key: `collection:${collection.collectionId}`,
    title: collection.title,
    type: 'SHOW',
    layout: 'ROW',
    link: link('SAVED', collection.collectionId),
    anchorCollectionId: collection.collectionId,
    items: () => collection.showIds.filter((id) => index.shows.has(id)).map((showId) => ({ t: 'show', showId })),
  };
}

// ---------------------------------------------------------------------------------------------------
// HOME and TOP
// ---------------------------------------------------------------------------------------------------

function homePage(ctx: GraphQLContext, key: PageKey): PageSpec {
  const index = indexOf(ctx);
  const catalog = ctx.world.catalog;
  return {
    key,
    title: 'Home',
    groups: () => {
      const groups: GroupSpec[] = [];
      if (has(key, 'HERO_PROMOTION')) {
        groups.push({
          key: 'hero',
          title: null,
          type: 'POSTER',
          layout: 'ROW',
          displayHeader: false,
          link: null,
          items: () => catalog.heroes.map((hero) => ({ t: 'hero', heroId: hero.heroId })),
        });
      }
      groups.push({
        key: 'keep-watching',
        title: 'Keep Watching',
        type: 'PLAYABLE',
        layout: 'ROW',
        behaviors: ['ENABLE_KW_REMOVE'],
        items: () => ctx.world.account.recentShowIds.filter((id) => index.shows.has(id)).map((showId) => ({ t: 'kw', showId })),
      });
      groups.push({
        key: 'favorite-channels',
        title: 'Favorite channels',
        type: 'CHANNEL',
        layout: 'ROW',
        items: () => favoriteChannelRefs(ctx),
      });
      groups.push({ key: 'on-now', title: 'On Now', type: 'PLAYABLE', layout: 'ROW', items: () => onNowRefs(ctx, activeLineup(index)) });
      if (has(key, 'COLLECTION_GROUPS')) {
        groups.push({
          key: 'collection-groups',
          title: 'Browse',
          type: 'COLLECTION_GROUP',
          layout: 'ROW',
          items: () => catalog.collectionGroups.map((group) => ({ t: 'collectionGroup', collectionGroupId: group.collectionGroupId })),
        });
      }
      if (has(key, 'COLLECTION_TILE_GROUPS')) {
        groups.push({
          key: 'collections',
          title: 'Collections',
          type: 'POSTER',
          layout: 'ROW',
          items: () => catalog.collections.map((collection) => ({ t: 'collection', collectionId: collection.collectionId })),
        });
      }
      for (const collection of catalog.collections) {
        const row = collectionRow(ctx, collection.collectionId);
        if (row) groups.push(row);
      }
      groups.push({ key: 'movies', title: 'Movies On Demand', type: 'PLAYABLE', layout: 'ROW', items: () => movieVodRefs(ctx) });
      groups.push({ key: 'new-episodes', title: 'New Episodes', type: 'PLAYABLE', layout: 'ROW', items: () => newEpisodeRefs(ctx) });
      groups.push({
        key: 'channels',
        title: 'Channels',
        type: 'CHANNEL',
        layout: 'ROW',
        items: () => activeLineup(index).map((channel) => ({ t: 'channel', channelId: channel.channelId })),
      });
      return groups;
    },
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noContent : null),
  };
}

function topPage(ctx: GraphQLContext, key: PageKey): PageSpec {
  const index = indexOf(ctx);
  const shows = ctx.world.catalog.shows;
  return {
    key,
    title: 'Top Playable',
    groups: () => [
      {
        key: 'top-live',
        title: 'Top Live Now',
        type: 'PLAYABLE',
        layout: 'ROW',
        items: () => byRank(ctx, onNowRefs(ctx, activeLineup(index)), (ref) => (ref.t === 'airing' ? ref.broadcastId : '')),
      },
      {
        key: 'top-shows',
        title: 'Top Shows',
        type: 'SHOW',
        layout: 'ROW',
        items: () => byRank(ctx, shows.filter((show) => show.type === 'SHOW'), (show) => show.showId).map((show) => ({ t: 'show', showId: show.showId })),
      },
      {
        key: 'top-movies',
        title: 'Top Movies',
        type: 'SHOW',
        layout: 'ROW',
        items: () => byRank(ctx, shows.filter((show) => show.type === 'MOVIE'), (show) => show.showId).map((show) => ({ t: 'show', showId: show.showId })),
      },
      {
        key: 'top-channels',
        title: 'Top Channels',
        type: 'CHANNEL',
        layout: 'ROW',
        items: () => byRank(ctx, activeLineup(index), (channel) => channel.channelId).map((channel) => ({ t: 'channel', channelId: channel.channelId })),
      },
    ],
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noContent : null),
  };
}

// ---------------------------------------------------------------------------------------------------
// GUIDE
// ---------------------------------------------------------------------------------------------------

function guideChannels(ctx: GraphQLContext, filterId: string): CatalogChannel[] {
  const lineup = activeLineup(indexOf(ctx));
  const favorites = new Set(ctx.world.account.favoriteChannelIds);
  if (filterId === 'favorites') return lineup.filter((channel) => favorites.has(channel.channelId));
  if (filterId === 'free') return lineup.filter((channel) => channel.isFastViewable);
  if (filterId.startsWith('genre:')) {
    const genre = filterId.slice('genre:'.length);
    return lineup.filter((channel) => channel.genre.toLowerCase() === genre);
  }
  return lineup;
}

export function guideRow(ctx: GraphQLContext, channel: CatalogChannel): GroupSpec {
  const index = indexOf(ctx);
  const now = nowMs(ctx);
  return {
    key: `guide:${channel.channelId}`,
    title: channel.displayName,
    type: 'GUIDE',
    layout: 'ROW',
    channelId: channel.channelId,
    displayHeader: true,
    header: {
      __typename: 'TileGroupHeader',
      title: channel.displayName,
      iconURL: channelImage(ctx.origin, channel.channelId, 'small-white').url,
      onClickAction: navigate(link('CHANNEL', channel.channelId)),
    },
    link: link('CHANNEL', channel.channelId),
    planChannelId: channel.channelId,
    items: () =>
      (index.broadcastsByChannel.get(channel.channelId) ?? []).map((item) => ({
        t: 'airing',
        broadcastId: item.broadcast.broadcastId,
        guide: true,
      })),
    initialIndex: () => {
      const airings = index.broadcastsByChannel.get(channel.channelId) ?? [];
      const position = airings.findIndex((item) => item.end > now);
      return position >= 0 ? position : null;
    },
  };
}

function guidePage(ctx: GraphQLContext, key: PageKey): PageSpec {
  const index = indexOf(ctx);
  const filterId = has(key, 'GUIDE_FILTERS_V2') ? (key.filterId ?? 'all') : 'all';
  return {
    key,
    title: 'Guide',
    filters: () => {
      if (!has(key, 'GUIDE_FILTERS_V2')) return [];
      const genres = [...new Set(activeLineup(index).map((channel) => channel.genre))].sort();
      return [
        pageOption(key, 'all', 'All Channels', filterId === 'all', 'filter'),
        pageOption(key, 'favorites', 'Favorites', filterId === 'favorites', 'filter'),
        pageOption(key, 'free', 'Free Channels', filterId === 'free', 'filter'),
        ...genres.map((genre) => {
          const id = `genre:${genre.toLowerCase()}`;
          return pageOption(key, id, genre, filterId === id, 'filter');
        }),
      ];
    },
    groups: () => {
      const groups: GroupSpec[] = [
        { key: 'favorite-channels', title: 'Favorite channels', type: 'CHANNEL', layout: 'ROW', keepEmpty: true, items: () => favoriteChannelRefs(ctx) },
      ];
      if (has(key, 'GUIDE_RECENT_GROUP')) {
        groups.push({
          key: 'recent-channels',
          title: 'Recently Watched',
          type: 'CHANNEL',
          layout: 'ROW',
          items: () => {
            const ids = ctx.world.account.recentShowIds.map((showId) => index.shows.get(showId)?.channelId).filter((id): id is string => !!id && index.channels.has(id));
            return [...new Set(ids)].map((channelId) => ({ t: 'channel', channelId }));
          },
        });
      }
      for (const channel of guideChannels(ctx, filterId)) groups.push(guideRow(ctx, channel));
      return groups;
    },
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noContent : null),
  };
}

// ---------------------------------------------------------------------------------------------------
// SAVED (and collection pages)
// ---------------------------------------------------------------------------------------------------

function savedPage(ctx: GraphQLContext, key: PageKey): PageSpec {
  const index = indexOf(ctx);
  const sorterId = key.sorterId === 'a-z' ? 'a-z' : 'recent';
  const account = ctx.world.account;
  const dvr = hasDvr(account, ctx.world.catalog);
  return {
    key,
    title: 'Saved',
    sorters: () => [
      pageOption(key, 'recent', 'Recently Saved', sorterId === 'recent', 'sorter'),
      pageOption(key, 'a-z', 'A-Z', sorterId === 'a-z', 'sorter'),
    ],
    groups: () => [
      {
        key: 'saved',
        title: 'Saved Shows',
        type: 'SHOW',
        layout: 'GRID',
        items: () => {
          const shows = account.followedShowIds.map((id) => index.shows.get(id)).filter((show): show is CatalogShow => !!show);
          const ordered = sorterId === 'a-z' ? [...shows].sort((a, b) => a.title.localeCompare(b.title)) : [...shows].reverse();
          return ordered.map((show) => ({ t: 'show', showId: show.showId }));
        },
      },
    ],
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noSaved : null),
    fastDVRAccess: () => (dvr ? (account.followedShowIds.length > 0 ? 'AVAILABLE' : 'EMPTY') : 'UNAVAILABLE'),
    savedDVRUpsell: () =>
      dvr
        ? null
        : {
            __typename: 'SavedDVRUpsell',
            message: DVR_UPSELL.message,
            action: clickAction('UPGRADE', { url: routes.account, postAddOnURL: SAVED_PATH }),
            upgradeButton: upgradeButton(SAVED_PATH, []),
          },
  };
}

function collectionPage(ctx: GraphQLContext, key: PageKey, collectionId: string): PageSpec | null {
  const index = indexOf(ctx);
  const collection = index.collections.get(collectionId);
  if (!collection) return null;
  const shows = collection.showIds.map((id) => index.shows.get(id)).filter((show): show is CatalogShow => !!show);
  const genres = [...new Set(shows.flatMap((show) => show.genres))].sort();
  const filterId = key.filterId && key.filterId !== 'all' ? key.filterId : 'all';
  const sorterId = key.sorterId === 'a-z' || key.sorterId === 'newest' ? key.sorterId : 'featured';
  return {
    key,
    title: collection.title,
    filters: () => [
      pageOption(key, 'all', 'All', filterId === 'all', 'filter'),
      ...genres.map((genre) => {
        const id = `genre:${genre.toLowerCase()}`;
        return pageOption(key, id, genre, filterId === id, 'filter');
      }),
    ],
    sorters: () => [
      pageOption(key, 'featured', 'Featured', sorterId === 'featured', 'sorter'),
      pageOption(key, 'a-z', 'A-Z', sorterId === 'a-z', 'sorter'),
      pageOption(key, 'newest', 'Newest', sorterId === 'newest', 'sorter'),
    ],
    groups: () => [
      {
        key: `collection:${collection.collectionId}`,
        title: collection.title,
        type: 'SHOW',
        layout: 'GRID',
        link: null,
        anchorCollectionId: collection.collectionId,
        items: () => {
          let list = shows;
          if (filterId.startsWith('genre:')) list = list.filter((show) => show.genres.some((genre) => `genre:${genre.toLowerCase()}` === filterId));
          if (sorterId === 'a-z') list = [...list].sort((a, b) => a.title.localeCompare(b.title));
          if (sorterId === 'newest') list = [...list].sort((a, b) => (b.releaseYear ?? 0) - (a.releaseYear ?? 0));
          return list.map((show) => ({ t: 'show', showId: show.showId }));
        },
      },
    ],
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noContent : null),
  };
}

// ---------------------------------------------------------------------------------------------------
// SEARCH
// ---------------------------------------------------------------------------------------------------

export const SEARCH_FILTERS = ['all', 'channels', 'shows', 'movies', 'episodes'] as const;

function searchPage(ctx: GraphQLContext, key: PageKey): PageSpec {
  const index = indexOf(ctx);
  const term = (key.filter ?? '').trim().toLowerCase();
  const filterId = (SEARCH_FILTERS as readonly string[]).includes(key.filterId ?? '') ? (key.filterId as string) : 'all';
  const wants = (what: string) => filterId === 'all' || filterId === what;
  const matches = (text: string | null | undefined) => !!text && text.toLowerCase().includes(term);
  return {
    key,
    title: 'Search',
    filters: () => [
      pageOption(key, 'all', 'All', filterId === 'all', 'filter'),
      pageOption(key, 'channels', 'Channels', filterId === 'channels', 'filter'),
      pageOption(key, 'shows', 'Shows', filterId === 'shows', 'filter'),
      pageOption(key, 'movies', 'Movies', filterId === 'movies', 'filter'),
      pageOption(key, 'episodes', 'Episodes', filterId === 'episodes', 'filter'),
    ],
    groups: () => {
      if (term === '') return [];
      const groups: GroupSpec[] = [];
      if (wants('channels')) {
        groups.push({
          key: 'search-channels',
          title: 'Channels',
          type: 'CHANNEL',
          layout: 'ROW',
          cap: filterId === 'channels' ? undefined : SEARCH_CHANNEL_RESULTS_CAP,
          link: link('SEARCH', null, { filter: key.filter, filterId: 'channels' }),
          items: () =>
            activeLineup(index)
              .filter((channel) => matches(channel.displayName) || matches(channel.callsign))
              .map((channel) => ({ t: 'channel', channelId: channel.channelId, search: true })),
        });
      }
      for (const [what, type, title] of [
        ['shows', 'SHOW', 'Shows'],
        ['movies', 'MOVIE', 'Movies'],
      ] as const) {
        if (!wants(what)) continue;
        groups.push({
          key: `search-${what}`,
          title,
          type: 'SHOW',
          layout: 'GRID',
          link: link('SEARCH', null, { filter: key.filter, filterId: what }),
          items: () => ctx.world.catalog.shows.filter((show) => show.type === type && matches(show.title)).map((show) => ({ t: 'show', showId: show.showId })),
        });
      }
      if (wants('episodes')) {
        groups.push({
          key: 'search-episodes',
          title: 'Episodes',
          type: 'PLAYABLE',
          layout: 'GRID',
          link: link('SEARCH', null, { filter: key.filter, filterId: 'episodes' }),
          items: () => ctx.world.catalog.episodes.filter((episode) => matches(episode.title)).map((episode) => ({ t: 'episode', episodeId: episode.episodeId })),
        });
      }
      return groups;
    },
    emptyMessage: (count) => (term !== '' && count === 0 ? EMPTY_MESSAGES.noResults : null),
  };
}

// ---------------------------------------------------------------------------------------------------
// CHANNEL
// ---------------------------------------------------------------------------------------------------

function channelPage(ctx: GraphQLContext, key: PageKey, channelId: string): PageSpec | null {
  const index = indexOf(ctx);
  const channel = index.channels.get(channelId);
  if (!channel) return null;
  const now = nowMs(ctx);
  const common = { anchorChannelId: channel.channelId, planChannelId: channel.channelId };
  return {
    key,
    title: channel.displayName,
    node: () => channelById(ctx, channel.channelId),
    tile: () => ({ t: 'channel', channelId: channel.channelId }),
    channelProfile: () => channelProfile(ctx, channel.channelId),
    groups: () => [
      { key: 'on-now', title: 'On Now', type: 'PLAYABLE', layout: 'ROW', ...common, items: () => onNowRefs(ctx, [channel]) },
      {
        key: 'up-next',
        title: 'Up Next',
        type: 'PLAYABLE',
        layout: 'ROW',
        ...common,
        items: () =>
          (index.broadcastsByChannel.get(channel.channelId) ?? [])
            .filter((item) => item.start > now)
            .map((item) => ({ t: 'airing', broadcastId: item.broadcast.broadcastId })),
      },
      {
        key: 'channel-shows',
        title: `Shows on ${channel.displayName}`,
        type: 'SHOW',
        layout: 'ROW',
        ...common,
        items: () => (index.showsByChannel.get(channel.channelId) ?? []).map((show) => ({ t: 'show', showId: show.showId })),
      },
      {
        key: 'channel-vod',
        title: 'On Demand',
        type: 'PLAYABLE',
        layout: 'ROW',
        ...common,
        items: () =>
          (index.showsByChannel.get(channel.channelId) ?? []).flatMap((show) =>
            (index.vodByShow.get(show.showId) ?? []).filter((item) => item.start <= now && now <= item.end).map((item): TileRef => ({ t: 'vod', vodId: item.vod.vodId })),
          ),
      },
      {
        key: 'similar-channels',
        title: 'More Like This',
        type: 'CHANNEL',
        layout: 'ROW',
        anchorChannelId: channel.channelId,
        items: () =>
          activeLineup(index)
            .filter((other) => other.genre === channel.genre && other.channelId !== channel.channelId)
            .map((other) => ({ t: 'channel', channelId: other.channelId })),
      },
    ],
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noContent : null),
  };
}

// ---------------------------------------------------------------------------------------------------
// SHOW
// ---------------------------------------------------------------------------------------------------

type Schedule = 'all' | 'upcoming' | 'on-demand' | 'recorded';
const SCHEDULES: { id: Schedule; name: string }[] = [
  { id: 'all', name: 'All Episodes' },
  { id: 'upcoming', name: 'Upcoming' },
  { id: 'on-demand', name: 'On Demand' },
  { id: 'recorded', name: 'Recorded' },
];

/** Show-page filter ids combine facets: `season:2`, `schedule:upcoming`, or both comma-separated. */
export function parseFacets(filterId: string | null): Map<string, string> {
  const facets = new Map<string, string>();
  for (const part of (filterId ?? '').split(',')) {
    const [name, value] = part.split(':');
    if (name && value) facets.set(name.trim(), value.trim());
  }
  return facets;
}

function facetId(facets: Map<string, string>, name: string, value: string): string {
  const next = new Map(facets);
  next.set(name, value);
  return [...next.entries()].map(([facet, facetValue]) => `${facet}:${facetValue}`).join(',');
}

function showPage(ctx: GraphQLContext, key: PageKey, rawShowId: string): PageSpec | null {
  const index = indexOf(ctx);
  const show = index.shows.get(rawShowId) ?? [...index.shows.values()].find((item) => item.showId.replace(/=/g, '') === rawShowId);
  if (!show) return null;
  const now = nowMs(ctx);
  const facets = parseFacets(key.filterId);
  const episodes = index.episodesByShow.get(show.showId) ?? [];
  const seasons = [...new Set(episodes.map((episode) => episode.seasonNum))].sort((a, b) => a - b);
  const season = Number(facets.get('season') ?? seasons[0] ?? 1);
  const scheduleValue = facets.get('schedule');
  const schedule: Schedule = SCHEDULES.some((item) => item.id === scheduleValue) ? (scheduleValue as Schedule) : 'all';
  const sorterId = key.sorterId === 'newest' ? 'newest' : 'oldest';
  const movie = show.type === 'MOVIE';
  const dvr = hasDvr(ctx.world.account, ctx.world.catalog);
  const inSeason = (episodeId: string | null) => movie || (episodeId !== null && index.episodes.get(episodeId)?.seasonNum === season);

  const seasonOptions = (): PageOption[] =>
    movie ? [] : seasons.map((number) => pageOption(key, facetId(facets, 'season', String(number)), `Season ${number}`, number === season, 'filter'));
  const scheduleOptions = (): PageOption[] => SCHEDULES.map((item) => pageOption(key, facetId(facets, 'schedule', item.id), item.name, item.id === schedule, 'filter'));
  const sorterOptions = (): PageOption[] => [
    pageOption(key, 'oldest', 'Oldest First', sorterId === 'oldest', 'sorter'),
    pageOption(key, 'newest', 'Newest First', sorterId === 'newest', 'sorter'),
  ];

  const episodeItems = (): TileRef[] => {
    let refs: TileRef[];
    const airings = index.broadcastsByShow.get(show.showId) ?? [];
    if (schedule === 'upcoming') {
      refs = airings.filter((item) => item.end > now && inSeason(item.broadcast.episodeId)).map((item) => ({ t: 'airing', broadcastId: item.broadcast.broadcastId }));
    } else if (schedule === 'on-demand') {
      refs = (index.vodByShow.get(show.showId) ?? [])
        .filter((item) => item.start <= now && now <= item.end && inSeason(item.vod.episodeId))
        .map((item) => ({ t: 'vod', vodId: item.vod.vodId }));
    } else if (schedule === 'recorded') {
      refs = airings
        .filter((item) => item.end <= now && inSeason(item.broadcast.episodeId))
        .filter((item) => airingAsset(ctx.world, index, item, now).assetId !== null)
        .map((item) => ({ t: 'airing', broadcastId: item.broadcast.broadcastId }));
    } else if (movie) {
      refs = [
        ...airings.filter((item) => item.end > now).map((item): TileRef => ({ t: 'airing', broadcastId: item.broadcast.broadcastId })),
        ...(index.vodByShow.get(show.showId) ?? []).filter((item) => item.start <= now && now <= item.end).map((item): TileRef => ({ t: 'vod', vodId: item.vod.vodId })),
      ];
    } else {
      refs = episodes.filter((episode) => episode.seasonNum === season).map((episode) => ({ t: 'episode', episodeId: episode.episodeId }));
    }
    return sorterId === 'newest' ? refs.reverse() : refs;
  };

  const episodesGroup: GroupSpec = {
    key: 'episodes',
    title: movie ? 'Showings' : `Season ${season}`,
    type: 'PLAYABLE',
    layout: 'GRID',
    link: null,
    planChannelId: show.channelId,
    items: episodeItems,
  };
  const emptyMessage = () => {
    if (schedule === 'recorded' && !dvr) return EMPTY_MESSAGES.noDvr;
    if (schedule === 'on-demand') return EMPTY_MESSAGES.noBroadcasts;
    return EMPTY_MESSAGES.noShowings;
  };

  return {
    key,
    title: show.title,
    filters: seasonOptions,
    sorters: sorterOptions,
    node: () => showById(ctx, show.showId),
    tile: () => ({ t: 'show', showId: show.showId }),
    showProfile: () => showProfile(ctx, show.showId),
    groups: () => {
      const groups: GroupSpec[] = [
        {
          key: 'watch-options',
          title: 'Watch Options',
          type: 'WATCH_OPTIONS',
          layout: 'ROW',
          link: null,
          planChannelId: show.channelId,
          items: () => [
            ...(index.broadcastsByShow.get(show.showId) ?? []).filter((item) => item.end > now).slice(0, 10).map((item): TileRef => ({ t: 'airing', broadcastId: item.broadcast.broadcastId })),
            ...(index.vodByShow.get(show.showId) ?? []).filter((item) => item.start <= now && now <= item.end).slice(-5).map((item): TileRef => ({ t: 'vod', vodId: item.vod.vodId })),
          ],
        },
      ];
      if (movie && has(key, 'MOVIE_SHOWINGS')) {
        groups.push({ key: 'showings', title: 'Showings', type: 'PLAYABLE', layout: 'ROW', link: null, planChannelId: show.channelId, items: () => [{ t: 'showings', showId: show.showId }] });
      }
      groups.push({
        key: 'more-like-this',
        title: 'More Like This',
        type: 'SHOW',
        layout: 'ROW',
        items: () =>
          ctx.world.catalog.shows
            .filter((other) => other.showId !== show.showId && other.type === show.type && other.genres.some((genre) => show.genres.includes(genre)))
            .map((other) => ({ t: 'show', showId: other.showId })),
      });
      return groups;
    },
    sectionGroups: () => [episodesGroup],
    sections: () => {
      const count = episodeItems().length;
      const selectors: PageSelector[] = [
        { __typename: 'PageSelector', id: 'schedule', kind: 'SCHEDULE_TYPE', title: 'Schedule', options: scheduleOptions() },
        ...(movie ? [] : [{ __typename: 'PageSelector' as const, id: 'season', kind: 'SEASON' as const, title: 'Season', options: seasonOptions() }]),
        { __typename: 'PageSelector', id: 'sorter', kind: 'SORTER', title: 'Sort by', options: sorterOptions() },
      ];
      const sections: SectionSpec[] = [
        {
          key: 'episodes',
          title: movie ? 'Showings' : 'Episodes',
          status: count > 0 ? 'READY' : 'EMPTY',
          selectors,
          basicFilters: scheduleOptions(),
          seasonFilters: seasonOptions(),
          groupKeys: ['episodes'],
          emptyMessage: count > 0 ? null : emptyMessage(),
        },
        { key: 'details', title: 'Details', status: 'READY', description: show.longDescription },
      ];
      return sections;
    },
    emptyMessage: () => null,
  };
}

// ---------------------------------------------------------------------------------------------------
// EPISODE and PRESENTATION
// ---------------------------------------------------------------------------------------------------

function playablePage(ctx: GraphQLContext, key: PageKey, typeId: string): PageSpec | null {
  const index = indexOf(ctx);
  const now = nowMs(ctx);
  let ref: TileRef | null = null;
  let showId: string | null = null;
  let episodeId: string | null = null;
  let channelId: string | null = null;
  const airing = key.pageType === 'PRESENTATION' ? index.broadcasts.get(typeId) : undefined;
  const vod = key.pageType === 'PRESENTATION' && !airing ? index.vod.get(typeId) : undefined;
  if (airing) {
    ref = { t: 'airing', broadcastId: typeId };
    ({ showId, episodeId, channelId } = airing.broadcast);
  } else if (vod) {
    ref = { t: 'vod', vodId: typeId };
    ({ showId, episodeId } = vod.vod);
  } else {
    const episode = index.episodes.get(typeId);
    if (episode) {
      ref = { t: 'episode', episodeId: episode.episodeId };
      showId = episode.showId;
      episodeId = episode.episodeId;
    }
  }
  if (!ref || !showId) return null;
  const show = index.shows.get(showId);
  if (!show) return null;
  channelId ??= show.channelId;
  const tileRef = ref;
  const airingsOfItem = () => (episodeId ? (index.broadcastsByEpisode.get(episodeId) ?? []) : (index.broadcastsByShow.get(show.showId) ?? []));
  const vodOfItem = () => (episodeId ? (index.vodByEpisode.get(episodeId) ?? []) : (index.vodByShow.get(show.showId) ?? []));
  const watchOptions = (): TileRef[] => [
    ...airingsOfItem().filter((item) => item.end > now || airingAsset(ctx.world, index, item, now).assetId !== null).map((item): TileRef => ({ t: 'airing', broadcastId: item.broadcast.broadcastId })),
    ...vodOfItem().filter((item) => item.start <= now && now <= item.end).map((item): TileRef => ({ t: 'vod', vodId: item.vod.vodId })),
  ];
  const channel = index.channels.get(channelId);
  const showChannelId = channelId;
  return {
    key,
    title: show.title,
    node: () => (episodeId ? episodeById(ctx, episodeId) : showById(ctx, show.showId)),
    tile: () => tileRef,
    episodeProfile: () => episodeProfile(ctx, tileRef),
    groups: () => {
      const options = watchOptions();
      const groups: GroupSpec[] = [
        options.length > 0
          ? { key: 'watch-options', title: 'Watch Options', type: 'WATCH_OPTIONS', layout: 'ROW', link: null, planChannelId: show.channelId, items: () => watchOptions() }
          : { key: 'watch-options', title: 'Watch Options', type: 'EPISODE_PLAYABLE_PLACEHOLDER', layout: 'ROW', link: null, keepEmpty: true, items: () => [] },
      ];
      if (show.type === 'MOVIE' && key.capabilities.has('MOVIE_SHOWINGS')) {
        groups.push({ key: 'showings', title: 'Showings', type: 'PLAYABLE', layout: 'ROW', link: null, planChannelId: show.channelId, items: () => [{ t: 'showings', showId: show.showId }] });
      }
      if (episodeId) {
        const season = index.episodes.get(episodeId)?.seasonNum;
        groups.push({
          key: 'more-episodes',
          title: 'More Episodes',
          type: 'PLAYABLE',
          layout: 'ROW',
          link: link('SHOW', show.showId),
          planChannelId: show.channelId,
          items: () =>
            (index.episodesByShow.get(show.showId) ?? [])
              .filter((episode) => episode.seasonNum === season && episode.episodeId !== episodeId)
              .map((episode) => ({ t: 'episode', episodeId: episode.episodeId })),
        });
      }
      if (channel) {
        groups.push({
          key: 'more-on-channel',
          title: `More on ${channel.displayName}`,
          type: 'PLAYABLE',
          layout: 'ROW',
          link: link('CHANNEL', channel.channelId),
          anchorChannelId: showChannelId,
          planChannelId: showChannelId,
          items: () =>
            (index.broadcastsByChannel.get(channel.channelId) ?? [])
              .filter((item) => item.end > now && item.broadcast.showId !== show.showId)
              .slice(0, 24)
              .map((item) => ({ t: 'airing', broadcastId: item.broadcast.broadcastId })),
        });
      }
      return groups;
    },
    emptyMessage: () => null,
  };
}

// ---------------------------------------------------------------------------------------------------
// COLLECTION_GROUP and TILE_GROUP
// ---------------------------------------------------------------------------------------------------

function collectionGroupPage(ctx: GraphQLContext, key: PageKey, collectionGroupId: string): PageSpec | null {
  const group = indexOf(ctx).collectionGroups.get(collectionGroupId);
  if (!group) return null;
  return {
    key,
    title: group.title,
    tile: () => ({ t: 'collectionGroup', collectionGroupId: group.collectionGroupId }),
    groups: () => group.collectionIds.map((id) => collectionRow(ctx, id)).filter((row): row is GroupSpec => row !== null),
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noCollections : null),
  };
}

function tileGroupPage(ctx: GraphQLContext, key: PageKey, tileGroupId: string, depth: number): PageSpec | null {
  const decoded = decodeTileGroupId(tileGroupId);
  if (!decoded || depth > 3) return null;
  const inner = buildPageSpec(ctx, decoded.page, depth + 1);
  const group = inner ? findGroup(inner, decoded.groupKey) : null;
  if (!inner || !group) return null;
  return {
    key,
    title: group.title,
    groups: () => [{ ...group, key: 'main', layout: 'GRID', cap: group.cap, link: null }],
    emptyMessage: (count) => (count === 0 ? EMPTY_MESSAGES.noContent : null),
  };
}

// ---------------------------------------------------------------------------------------------------

export function findGroup(spec: PageSpec, groupKey: string): GroupSpec | null {
  return spec.groups().find((group) => group.key === groupKey) ?? spec.sectionGroups?.().find((group) => group.key === groupKey) ?? null;
}

/** The page for a key, or null when its typeId does not resolve (the UI's not-found state). */
export function buildPageSpec(ctx: GraphQLContext, key: PageKey, depth = 0): PageSpec | null {
  const typeId = key.typeId;
  const builders: Record<PageType, () => PageSpec | null> = {
    HOME: () => homePage(ctx, key),
    TOP: () => topPage(ctx, key),
    GUIDE: () => guidePage(ctx, key),
    SAVED: () => (typeId ? collectionPage(ctx, key, typeId) : savedPage(ctx, key)),
    SEARCH: () => searchPage(ctx, key),
    CHANNEL: () => (typeId ? channelPage(ctx, key, typeId) : null),
    SHOW: () => (typeId ? showPage(ctx, key, typeId) : null),
    EPISODE: () => (typeId ? playablePage(ctx, key, typeId) : null),
    PRESENTATION: () => (typeId ? playablePage(ctx, key, typeId) : null),
    COLLECTION_GROUP: () => (typeId ? collectionGroupPage(ctx, key, typeId) : null),
    TILE_GROUP: () => (typeId ? tileGroupPage(ctx, key, typeId, depth) : null),
  };
  return builders[key.pageType]();
}
