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

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function build(catalog: Catalog): CatalogIndex {
  const index: CatalogIndex = {
    catalog,
    channels: new Map(catalog.channels.map((channel) => [channel.channelId, channel])),
    lineup: [...catalog.channels].sort((a, b) => a.number - b.number),
    shows: new Map(catalog.shows.map((show) => [show.showId, show])),
    showsByChannel: new Map(),
    episodes: new Map(catalog.episodes.map((episode) => [episode.episodeId, episode])),
    episodesByShow: new Map(),
    broadcasts: new Map(),
    broadcastsByChannel: new Map(),
    broadcastsByShow: new Map(),
    broadcastsByEpisode: new Map(),
    vod: new Map(),
    vodByShow: new Map(),
    vodByEpisode: new Map(),
    moviesNewestFirst: [],
    collections: new Map(catalog.collections.map((collection) => [collection.collectionId, collection])),
    collectionGroups: new Map(catalog.collectionGroups.map((group) => [group.collectionGroupId, group])),
    heroes: new Map(catalog.heroes.map((hero) => [hero.heroId, hero])),
    products: new Map(catalog.products.map((product) => [product.id, product])),
  };
  for (const show of catalog.shows) push(index.showsByChannel, show.channelId, show);
  for (const episode of catalog.episodes) push(index.episodesByShow, episode.showId, episode);
  for (const list of index.episodesByShow.values()) {
    list.sort((a, b) => a.seasonNum - b.seasonNum || a.episodeNum - b.episodeNum);
  }
  for (const broadcast of catalog.broadcasts) {
    const timed = { broadcast, start: Date.parse(broadcast.startsAt), end: Date.parse(broadcast.endsAt) };
    index.broadcasts.set(broadcast.broadcastId, timed);
    push(index.broadcastsByChannel, broadcast.channelId, timed);
    push(index.broadcastsByShow, broadcast.showId, timed);
    if (broadcast.episodeId) push(index.broadcastsByEpisode, broadcast.episodeId, timed);
  }
  for (const map of [index.broadcastsByChannel, index.broadcastsByShow, index.broadcastsByEpisode]) {
    for (const list of map.values()) list.sort((a, b) => a.start - b.start);
  }
  for (const vod of catalog.vod) {
    const timed = { vod, start: Date.parse(vod.availableFrom), end: Date.parse(vod.availableUntil) };
    index.vod.set(vod.vodId, timed);
    push(index.vodByShow, vod.showId, timed);
    if (vod.episodeId) push(index.vodByEpisode, vod.episodeId, timed);
    if (index.shows.get(vod.showId)?.type === 'MOVIE') index.moviesNewestFirst.push(timed);
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
