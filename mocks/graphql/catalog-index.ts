/**
 * Lookup tables over the catalog, built once per catalog (the catalog never changes after seeding, so a
 * WeakMap keyed by it is safe) and shared by every request on that world.
 */
import type {
  Broadcast,
  Catalog,
  CatalogChannel,
  CatalogCollection,
  CatalogCollectionGroup,
  CatalogEpisode,
  CatalogShow,
  HeroSlide,
  ProductItem,
  VodAsset,
} from '../db/world.ts';
import { cachedBy } from '../db/catalog/cached-by.ts';

export interface TimedBroadcast {
  broadcast: Broadcast;
  start: number;
  end: number;
}

export interface TimedVod {
  vod: VodAsset;
  start: number;
  end: number;
}

export interface CatalogIndex {
  catalog: Catalog;
  channels: Map<string, CatalogChannel>;
  /** Channels in guide order. */
  lineup: CatalogChannel[];
  shows: Map<string, CatalogShow>;
  showsByChannel: Map<string, CatalogShow[]>;
  episodes: Map<string, CatalogEpisode>;
  /** Episodes of a show by season, then episode number. */
  episodesByShow: Map<string, CatalogEpisode[]>;
  broadcasts: Map<string, TimedBroadcast>;
  /** Airings of a channel by start time. */
  broadcastsByChannel: Map<string, TimedBroadcast[]>;
  broadcastsByShow: Map<string, TimedBroadcast[]>;
  broadcastsByEpisode: Map<string, TimedBroadcast[]>;
  vod: Map<string, TimedVod>;
  vodByShow: Map<string, TimedVod[]>;
  vodByEpisode: Map<string, TimedVod[]>;
  /** Movies on demand, newest first (then by id): the 'Movies On Demand' order, filtered per request by time. */
  moviesNewestFirst: TimedVod[];
  collections: Map<string, CatalogCollection>;
  collectionGroups: Map<string, CatalogCollectionGroup>;
  heroes: Map<string, HeroSlide>;
  products: Map<string, ProductItem>;
}

const cache = new WeakMap<Catalog, CatalogIndex>();

function push<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The airings by start time, those starting together in the catalog's order: a stable sort by start, made by grouping
 * (the guide's airings start on ≈ 150 half hours), not by comparing.
 */
function inStartOrder(timed: TimedBroadcast[]): TimedBroadcast[] {
  const byStart = new Map<number, TimedBroadcast[]>();
  for (const item of timed) push(byStart, item.start, item);
  return [...byStart.keys()].sort((a, b) => a - b).flatMap((start) => byStart.get(start) ?? []);
}

/**
 * The lookups a first load of Home never reads (an airing by id, a channel's shows, an episode's airings and on-demand
 * windows), made on their first read: the mock build makes the index with every page load, and these were about a
 * quarter of its work (≈ 18,600 airings put in a map by id, ≈ 15,000 listed by episode). Each holds the very objects the
 * other lookups list, in the same order as before.
 */
const LAZY_PARTS = ['broadcasts', 'broadcastsByEpisode', 'vodByEpisode', 'showsByChannel'] as const;
type LazyPart = (typeof LAZY_PARTS)[number];

/** Which of an index's lazily made lookups have been made. */
const madeParts = new WeakMap<CatalogIndex, Set<LazyPart>>();

/**
 * The lazily made lookups of `index` made so far.
 * @internal Read by its test only (tests/mocks/world-start.test.ts: Home's first reads make none of them).
 */
export function indexPartsMade(index: CatalogIndex): LazyPart[] {
  return LAZY_PARTS.filter((part) => madeParts.get(index)?.has(part));
}

function build(catalog: Catalog): CatalogIndex {
  // The milliseconds of the catalog's ISO times, each distinct text parsed once: the guide's ≈ 37,000 start and end
  // times are ≈ 150 half hours, and a `Date.parse` of each (in the page, through its clock's `Date`) was most of what
  // the index cost every page load of the mock build.
  const time = cachedBy((iso: string) => Date.parse(iso));
  const timedBroadcasts = catalog.broadcasts.map((broadcast) => ({ broadcast, start: time(broadcast.startsAt), end: time(broadcast.endsAt) }));
  // Taken in time order, each list is made in order and needs no sort (the order a stable sort by start gives).
  const broadcastsInStartOrder = inStartOrder(timedBroadcasts);
  const timedVod = catalog.vod.map((vod) => ({ vod, start: time(vod.availableFrom), end: time(vod.availableUntil) }));
  const lazyParts: { [Part in LazyPart]: () => CatalogIndex[Part] } = {
    broadcasts: () => new Map(timedBroadcasts.map((timed) => [timed.broadcast.broadcastId, timed])),
    broadcastsByEpisode: () => {
      const byEpisode = new Map<string, TimedBroadcast[]>();
      for (const timed of broadcastsInStartOrder) if (timed.broadcast.episodeId) push(byEpisode, timed.broadcast.episodeId, timed);
      return byEpisode;
    },
    vodByEpisode: () => {
      const byEpisode = new Map<string, TimedVod[]>();
      for (const timed of timedVod) if (timed.vod.episodeId) push(byEpisode, timed.vod.episodeId, timed);
      return byEpisode;
    },
    showsByChannel: () => {
      const byChannel = new Map<string, CatalogShow[]>();
      for (const show of catalog.shows) push(byChannel, show.channelId, show);
      return byChannel;
    },
  };
  const made = new Set<LazyPart>();
  const index = {
    catalog,
    channels: new Map(catalog.channels.map((channel) => [channel.channelId, channel])),
    lineup: [...catalog.channels].sort((a, b) => a.number - b.number),
    shows: new Map(catalog.shows.map((show) => [show.showId, show])),
    episodes: new Map(catalog.episodes.map((episode) => [episode.episodeId, episode])),
    episodesByShow: new Map(),
    broadcastsByChannel: new Map(),
    broadcastsByShow: new Map(),
    vod: new Map(),
    vodByShow: new Map(),
    moviesNewestFirst: [],
    collections: new Map(catalog.collections.map((collection) => [collection.collectionId, collection])),
    collectionGroups: new Map(catalog.collectionGroups.map((group) => [group.collectionGroupId, group])),
    heroes: new Map(catalog.heroes.map((hero) => [hero.heroId, hero])),
    products: new Map(catalog.products.map((product) => [product.id, product])),
  } as Omit<CatalogIndex, LazyPart> as CatalogIndex;
  for (const part of LAZY_PARTS) {
    let value: CatalogIndex[LazyPart] | undefined;
    Object.defineProperty(index, part, {
      enumerable: true,
      get: () => {
        if (value === undefined) {
          value = lazyParts[part]();
          made.add(part);
        }
        return value;
      },
    });
  }
  madeParts.set(index, made);
  for (const episode of catalog.episodes) push(index.episodesByShow, episode.showId, episode);
  for (const list of index.episodesByShow.values()) {
    list.sort((a, b) => a.seasonNum - b.seasonNum || a.episodeNum - b.episodeNum);
  }
  for (const timed of broadcastsInStartOrder) {
    push(index.broadcastsByChannel, timed.broadcast.channelId, timed);
    push(index.broadcastsByShow, timed.broadcast.showId, timed);
  }
  for (const timed of timedVod) {
    index.vod.set(timed.vod.vodId, timed);
    push(index.vodByShow, timed.vod.showId, timed);
    if (index.shows.get(timed.vod.showId)?.type === 'MOVIE') index.moviesNewestFirst.push(timed);
  }
  index.moviesNewestFirst.sort((a, b) => b.start - a.start || a.vod.vodId.localeCompare(b.vod.vodId));
  return index;
}

export function catalogIndex(catalog: Catalog): CatalogIndex {
  let index = cache.get(catalog);
  if (!index) {
    index = build(catalog);
    cache.set(catalog, index);
  }
  return index;
}

/** The airing of a channel on at `now` (start <= now < end), by binary search. */
export function currentBroadcast(index: CatalogIndex, channelId: string, now: number): TimedBroadcast | null {
  const list = index.broadcastsByChannel.get(channelId);
  if (!list || list.length === 0) return null;
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = list[middle];
    if (item && item.start <= now) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const candidate = found >= 0 ? list[found] : undefined;
  return candidate && now < candidate.end ? candidate : null;
}
