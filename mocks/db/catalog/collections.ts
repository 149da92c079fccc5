/**
 * Editorial content: collections (lists of shows), collection groups (rows of collections, including
 * the browse-core 'Upgrade Preview' group) and hero carousel slides.
 */
import type { Broadcast, CatalogCollection, CatalogCollectionGroup, CatalogShow, HeroSlide, VodAsset } from '../world.ts';
import { Random } from '../random.ts';
import { cachedBy } from './cached-by.ts';
import { channelRow, paletteColor } from './channel-table.ts';
import { BROWSE_CORE_COLLECTION_GROUP_ID } from '../../../common/constants.ts';

/** The fixed id of the browse-core collection group ('Upgrade Preview'), shared with the app. */
export const BROWSE_CORE_GROUP_ID = BROWSE_CORE_COLLECTION_GROUP_ID;

const HOUR_MS = 3_600_000;

interface CollectionSpec {
  collectionId: string;
  title: string;
  description: string;
  size: [number, number];
  /** Shows listed first, in this order, when they match. */
  pinned?: string[];
  matches: (show: CatalogShow, facts: ShowFacts) => boolean;
}

interface ShowFacts {
  free: boolean;
  addOn: boolean;
  hasNew: boolean;
  expiringSoon: boolean;
  core: boolean;
}

const has = (show: CatalogShow, genre: string) => show.genres.includes(genre);
const series = (show: CatalogShow) => show.type === 'SHOW';
const movie = (show: CatalogShow) => show.type === 'MOVIE';

const SPECS: CollectionSpec[] = [
  { collectionId: 'col-trending-now', title: 'Trending Now', description: 'What everyone is watching this week.', size: [20, 30], pinned: ['shw-yellowstone'], matches: (show, facts) => !facts.addOn && (has(show, 'Drama') || has(show, 'Reality') || has(show, 'Comedy') || has(show, 'Crime')) },
  { collectionId: 'col-new-episodes', title: 'New Episodes', description: 'Fresh episodes of the shows you love, airing this week.', size: [16, 24], matches: (show, facts) => series(show) && facts.hasNew },
  { collectionId: 'col-binge-worthy-dramas', title: 'Binge-Worthy Dramas', description: 'Series with seasons to spare.', size: [16, 24], pinned: ['shw-yellowstone'], matches: (show) => series(show) && has(show, 'Drama') && show.seasons >= 2 },
  { collectionId: 'col-laugh-out-loud', title: 'Laugh Out Loud', description: 'Sitcoms, stand-up and sketch comedy.', size: [14, 22], matches: (show) => series(show) && has(show, 'Comedy') },
  { collectionId: 'col-true-crime', title: 'True Crime Files', description: 'Real cases, cold cases and the detectives who cracked them.', size: [12, 20], matches: (show) => has(show, 'Crime') || has(show, 'Mystery') },
  { collectionId: 'col-reality-rewind', title: 'Reality Rewind', description: 'Drama, romance and competition, unscripted.', size: [12, 20], matches: (show) => has(show, 'Reality') || has(show, 'Game Show') },
  { collectionId: 'col-family-movie-night', title: 'Family Movie Night', description: 'Movies the whole family can agree on.', size: [12, 18], matches: (show) => movie(show) && has(show, 'Family') },
  { collectionId: 'col-action-movies', title: 'Action-Packed Movies', description: 'Car chases, heists and high stakes.', size: [12, 18], matches: (show) => movie(show) && (has(show, 'Action') || has(show, 'Thriller')) },
  { collectionId: 'col-romance-movies', title: 'Romantic Movies', description: 'Meet-cutes, second chances and happily ever afters.', size: [12, 18], matches: (show) => movie(show) && has(show, 'Romance') },
  { collectionId: 'col-scary-movies', title: 'Things That Go Bump', description: 'Horror movies to watch with the lights on.', size: [10, 16], matches: (show) => movie(show) && has(show, 'Horror') },
  { collectionId: 'col-westerns', title: 'Westerns', description: 'Cowboys, outlaws and the wide-open frontier.', size: [10, 18], pinned: ['shw-yellowstone'], matches: (show) => has(show, 'Western') },
  { collectionId: 'col-kids-favorites', title: 'Kids\' Favorites', description: 'Cartoons and adventures for younger viewers.', size: [14, 22], matches: (show) => has(show, 'Kids') },
  { collectionId: 'col-cooking', title: 'Cooking & Food', description: 'Competitions, road trips and recipes.', size: [10, 16], matches: (show) => has(show, 'Food') },
  { collectionId: 'col-home-makeovers', title: 'Home Makeovers', description: 'Flips, fixer-uppers and backyard rescues.', size: [10, 16], matches: (show) => has(show, 'Home & Garden') },
  { collectionId: 'col-documentaries', title: 'Award-Winning Documentaries', description: 'History, science and the natural world.', size: [12, 20], matches: (show) => has(show, 'Documentary') || has(show, 'Nature') },
  { collectionId: 'col-sports-central', title: 'Sports Central', description: 'Games, highlights and the shows that break them down.', size: [12, 20], matches: (show) => has(show, 'Sports') },
  { collectionId: 'col-en-espanol', title: 'En Español', description: 'Novelas, noticias y comedia en español.', size: [8, 14], matches: (show) => has(show, 'Spanish') },
  { collectionId: 'col-free-to-watch', title: 'Free to Watch', description: 'Shows on free channels: no subscription needed.', size: [20, 30], matches: (_show, facts) => facts.free },
  { collectionId: 'col-leaving-soon', title: 'Leaving Soon', description: 'Catch these on demand before they are gone.', size: [8, 20], matches: (_show, facts) => facts.expiringSoon },
  { collectionId: 'col-premium-movies', title: 'Premium Movies', description: 'Blockbusters from MGM+, STARZ and the Movie Pack add-ons.', size: [12, 20], matches: (show, facts) => movie(show) && facts.addOn },
  { collectionId: 'col-core-dramas', title: 'Core Dramas', description: 'Acclaimed series included with Airwave Core.', size: [12, 18], pinned: ['shw-yellowstone'], matches: (show, facts) => series(show) && facts.core && has(show, 'Drama') },
  { collectionId: 'col-core-reality', title: 'Core Reality', description: 'Reality favorites included with Airwave Core.', size: [12, 18], matches: (show, facts) => facts.core && (has(show, 'Reality') || has(show, 'Home & Garden') || has(show, 'Food')) },
  { collectionId: 'col-core-movies', title: 'Core Movies', description: 'Movies on Airwave Core channels.', size: [12, 18], matches: (show, facts) => movie(show) && facts.core },
  { collectionId: 'col-core-sports', title: 'Core Sports', description: 'Live games and sports talk on Airwave Core.', size: [10, 16], matches: (show, facts) => facts.core && has(show, 'Sports') },
];

const GROUPS: CatalogCollectionGroup[] = [
  {
    collectionGroupId: BROWSE_CORE_GROUP_ID,
    title: 'Upgrade Preview',
    description: 'Preview offerings from our Core package',
    collectionIds: ['col-core-dramas', 'col-core-reality', 'col-core-movies', 'col-core-sports'],
    isBrowseCore: true,
  },
  {
    collectionGroupId: 'cg-movie-night',
    title: 'Movie Night',
    description: 'Something for every mood, from heart-pounding action to feel-good romance.',
    collectionIds: ['col-action-movies', 'col-romance-movies', 'col-family-movie-night', 'col-scary-movies', 'col-premium-movies'],
    isBrowseCore: false,
  },
  {
    collectionGroupId: 'cg-kids-and-family',
    title: 'Kids & Family',
    description: 'Cartoons, family movies and shows everyone can watch together.',
    collectionIds: ['col-kids-favorites', 'col-family-movie-night'],
    isBrowseCore: false,
  },
  {
    collectionGroupId: 'cg-free-favorites',
    title: 'Free Favorites',
    description: 'Hundreds of hours of free shows and movies.',
    collectionIds: ['col-free-to-watch', 'col-westerns', 'col-true-crime'],
    isBrowseCore: false,
  },
  {
    collectionGroupId: 'cg-binge-list',
    title: 'The Binge List',
    description: 'Whole seasons waiting for you.',
    collectionIds: ['col-binge-worthy-dramas', 'col-laugh-out-loud', 'col-reality-rewind', 'col-documentaries'],
    isBrowseCore: false,
  },
];

export interface EditorialResult {
  collections: CatalogCollection[];
  collectionGroups: CatalogCollectionGroup[];
  heroes: HeroSlide[];
}

export function buildEditorial(seed: number, anchor: number, shows: CatalogShow[], broadcasts: Broadcast[], vod: VodAsset[]): EditorialResult {
  const random = Random.from(seed, 'editorial');
  const withNew = new Set<string>();
  for (const broadcast of broadcasts) if (broadcast.isNew) withNew.add(broadcast.showId);
  // Each distinct window time read once (a few hundred, for ≈ 3,400 reads).
  const time = cachedBy((iso: string) => Date.parse(iso));
  const expiring = new Set<string>();
  for (const asset of vod) {
    const until = time(asset.availableUntil);
    if (time(asset.availableFrom) <= anchor && until > anchor && until <= anchor + 72 * HOUR_MS) expiring.add(asset.showId);
  }
  const facts = new Map<string, ShowFacts>();
  for (const show of shows) {
    const row = channelRow(show.channelId);
    facts.set(show.showId, {
      free: row?.isFastViewable ?? false,
      addOn: row?.addOnId != null,
      hasNew: withNew.has(show.showId),
      expiringSoon: expiring.has(show.showId),
      core: row !== undefined && row.addOnId === null && !row.isFastViewable,
    });
  }

  const collections: CatalogCollection[] = SPECS.map((spec) => {
    const matching = shows.filter((show) => {
      const fact = facts.get(show.showId);
      return fact !== undefined && spec.matches(show, fact);
    });
    const pinned = (spec.pinned ?? []).filter((id) => matching.some((show) => show.showId === id));
    const rest = random.shuffle(matching.filter((show) => !pinned.includes(show.showId))).map((show) => show.showId);
    const size = random.int(spec.size[0], spec.size[1]);
    return {
      collectionId: spec.collectionId,
      title: spec.title,
      description: spec.description,
      showIds: [...pinned, ...rest].slice(0, size),
      color: paletteColor(spec.collectionId),
    };
  });

  const byId = new Map(shows.map((show) => [show.showId, show]));
  const newShows = random.shuffle(shows.filter((show) => show.type === 'SHOW' && withNew.has(show.showId) && show.showId !== 'shw-yellowstone' && !facts.get(show.showId)?.addOn));
  const movies = random.shuffle(shows.filter((show) => show.type === 'MOVIE' && !facts.get(show.showId)?.addOn));
  const heroes: HeroSlide[] = [
    { heroId: 'hero-yellowstone', target: { kind: 'show', showId: 'shw-yellowstone' }, categoryTitle: 'New Season' },
    { heroId: 'hero-live-sports', target: { kind: 'channel', channelId: 'ch-summit-sports-network' }, categoryTitle: 'Watch Live' },
  ];
  const featured = newShows[0] ?? movies[1];
  if (featured) heroes.push({ heroId: `hero-${featured.showId}`, target: { kind: 'show', showId: featured.showId }, categoryTitle: 'New Episodes' });
  heroes.push({ heroId: 'hero-movie-night', target: { kind: 'collection', collectionId: 'col-family-movie-night' }, categoryTitle: 'Collection' });
  const film = movies[0];
  if (film && byId.has(film.showId)) heroes.push({ heroId: `hero-${film.showId}`, target: { kind: 'show', showId: film.showId }, categoryTitle: 'Movie Night' });
  heroes.push({ heroId: 'hero-hallmark', target: { kind: 'channel', channelId: 'ch-hallmark' }, categoryTitle: 'Watch Live' });
  heroes.push({ heroId: 'hero-free-to-watch', target: { kind: 'collection', collectionId: 'col-free-to-watch' }, categoryTitle: 'Free to Watch' });

  return { collections, collectionGroups: GROUPS.map((group) => ({ ...group, collectionIds: [...group.collectionIds] })), heroes };
}
