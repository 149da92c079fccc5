/**
 * The deterministic catalog: the same seed and anchor make the same catalog, byte for byte, in node
 * and in browsers. Channels, products, avatars and offers are fixed tables; shows, episodes, the guide,
 * on-demand windows and editorial picks come from the seed. Times are relative to the anchor (the
 * start of the hour the world was made in).
 */
import type { CatalogChannel, Catalog } from '../world.ts';
import { CHANNEL_ROWS } from './channel-table.ts';
import { buildEditorial } from './collections.ts';
import { buildOffers } from './offers.ts';
import { buildAvatars, buildProducts, type CatalogImagePaths } from './products.ts';
import { buildSchedule } from './schedule.ts';
import { buildShows } from './shows.ts';
import { buildVod } from './vod.ts';

export type { CatalogImagePaths } from './products.ts';

const HOUR_MS = 3_600_000;

/** The start of the UTC hour containing `date`: the anchor of a world made at that time. */
export function anchorOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
}

export function buildChannels(): CatalogChannel[] {
  return CHANNEL_ROWS.map((row, index) => ({
    channelId: row.channelId,
    callsign: row.callsign,
    displayName: row.displayName,
    number: index + 1,
    genre: row.genre,
    color: row.color,
    isFastViewable: row.isFastViewable,
    addOnId: row.addOnId,
    isActive: row.isActive,
  }));
}

/** `images` names where the catalog's images are served (media/ owns that naming). */
export function buildCatalog(seed: number, anchor: Date, images: CatalogImagePaths): Catalog {
  const anchorTime = anchorOf(anchor).getTime();
  const shows = buildShows(seed, anchorTime);
  const broadcasts = buildSchedule(seed, anchorTime, shows);
  const vod = buildVod(seed, anchorTime, shows);
  const allShows = [...shows.series.map((plan) => plan.show), ...shows.movies.map((plan) => plan.show)];
  const editorial = buildEditorial(seed, anchorTime, allShows, broadcasts, vod);
  return {
    anchor: new Date(anchorTime).toISOString(),
    channels: buildChannels(),
    shows: allShows,
    episodes: shows.series.flatMap((plan) => plan.episodes),
    broadcasts,
    vod,
    collections: editorial.collections,
    collectionGroups: editorial.collectionGroups,
    heroes: editorial.heroes,
    avatars: buildAvatars(images),
    products: buildProducts(images),
    offers: buildOffers(anchorTime),
  };
}
