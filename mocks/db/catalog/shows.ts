/**
 * Series, their episodes, and movies. Each channel gets a few "home" series made from the formats it
 * airs (words.ts); movies form one pool that movie channels draw from. Ids are slugs of titles
 * (`shw-…` for series, `mov-…` for movies, `epi-{show}-s{n}e{m}` for episodes), so the image renderer
 * can draw a title from an id.
 */
import type { CatalogEpisode, CatalogShow } from '../world.ts';
import { Random } from '../random.ts';
import { CHANNEL_ROWS, paletteColor, slugify, type ChannelRow } from './channel-table.ts';
import {
  FORMATS,
  GENRE_FORMATS,
  MOVIE_GENRES,
  MOVIE_RATINGS,
  fill,
  longDescription,
  movieDescription,
  movieTitle,
  showWords,
  type Format,
  type MovieGenre,
} from './words.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** A series as the scheduler sees it: the show, its slot length and its episodes (oldest first). */
export interface SeriesPlan {
  show: CatalogShow;
  format: Format;
  slotMinutes: number;
  episodes: CatalogEpisode[];
}

export interface MoviePlan {
  show: CatalogShow;
  genre: MovieGenre;
  slotMinutes: number;
}

export interface ShowsResult {
  series: SeriesPlan[];
  seriesByChannel: Map<string, SeriesPlan[]>;
  movies: MoviePlan[];
}

/** Channels whose schedule includes movies. */
export function airsMovies(row: ChannelRow): boolean {
  return row.genre === 'movies' || row.movieGenre !== null;
}

const isoDays = new Map<number, string>();

/** ISO strings of midnights, shared across worlds (a bounded cache: there are few distinct days). */
function isoDay(time: number): string {
  let text = isoDays.get(time);
  if (text === undefined) {
    text = new Date(time).toISOString();
    if (isoDays.size < 5000) isoDays.set(time, text);
  }
  return text;
}

function uniqueId(prefix: string, title: string, used: Set<string>): string {
  const base = `${prefix}-${slugify(title) || 'untitled'}`;
  let id = base;
  for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
  used.add(id);
  return id;
}

/** A title not used yet; after a few tries, `fallback` makes one from a used title. */
function uniqueTitle(make: () => string, titles: Set<string>, fallback: (title: string) => string): string {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const title = make();
    if (!titles.has(title)) {
      titles.add(title);
      return title;
    }
  }
  const base = fallback(make());
  let title = base;
  for (let suffix = 2; titles.has(title); suffix += 1) title = `${base} ${suffix}`;
  titles.add(title);
  return title;
}

function durationFor(random: Random, slotMinutes: number, live: boolean): number {
  if (live) return slotMinutes * 60;
  const adMinutes = slotMinutes <= 30 ? random.int(6, 8) : slotMinutes <= 60 ? random.int(13, 17) : random.int(18, 26);
  return (slotMinutes - adMinutes) * 60 + random.int(0, 59);
}

function makeEpisodes(random: Random, show: CatalogShow, format: Format, words: Record<string, string>, slotMinutes: number, anchor: number): CatalogEpisode[] {
  const episodes: CatalogEpisode[] = [];
  const latest = Math.floor(anchor / DAY_MS) * DAY_MS - random.int(0, 6) * DAY_MS;
  const perSeason = random.int(format.episodesPerSeason[0], format.episodesPerSeason[1]);
  const idBase = show.showId.replace(/^shw-/, '');
  let counter = 0;
  // One mutable copy for every episode (cheaper than a copy per episode).
  const episodeWords: Record<string, string> = { ...words };
  for (let seasonNum = 1; seasonNum <= show.seasons; seasonNum += 1) {
    const count = seasonNum === show.seasons ? perSeason : Math.max(4, perSeason + random.int(-2, 2));
    for (let episodeNum = 1; episodeNum <= count; episodeNum += 1) {
      counter += 1;
      const weeksAgo = (show.seasons - seasonNum) * 52 + (count - episodeNum);
      episodeWords.ep = String(format.live ? 1000 + counter * 3 + random.int(0, 2) : counter);
      const title = fill(random, random.pick(format.episodeTitles), episodeWords);
      episodeWords.title = title;
      episodes.push({
        episodeId: `epi-${idBase}-s${seasonNum}e${episodeNum}`,
        showId: show.showId,
        seasonNum,
        episodeNum,
        title,
        description: fill(random, random.pick(format.episodeDescriptions), episodeWords),
        originalAirDate: isoDay(latest - weeksAgo * WEEK_MS),
        durationSeconds: durationFor(random, slotMinutes, format.live === true),
      });
    }
  }
  return episodes;
}

/** The cast show of every contract example: Yellowstone on AMC, with episode epi-yellowstone-s5e1. */
function yellowstone(random: Random, anchor: number): SeriesPlan {
  const format = FORMATS['drama-western'] as Format;
  const show: CatalogShow = {
    showId: 'shw-yellowstone',
    type: 'SHOW',
    title: 'Yellowstone',
    description:
      'The Dutton family controls the largest contiguous cattle ranch in the United States and fights to keep it from land developers, a neighboring reservation and the nation\'s first national park.',
    longDescription:
      'The Dutton family controls the largest contiguous cattle ranch in the United States and fights to keep it from land developers, a neighboring reservation and the nation\'s first national park. An intense study of family, loyalty and power on the Montana frontier.',
    genres: ['Drama', 'Western'],
    rating: { classification: 'VCHIP', value: 'TV-MA' },
    channelId: 'ch-amc',
    releaseYear: null,
    runTimeSeconds: null,
    seasons: 5,
    color: '#7a5c3e',
  };
  const episodes = makeEpisodes(random, show, format, {}, 60, anchor);
  const premiere = episodes.find((episode) => episode.episodeId === 'epi-yellowstone-s5e1');
  if (premiere) {
    premiere.title = 'One Hundred Years Is Nothing';
    premiere.description =
      'John Dutton takes office as governor of Montana and makes good on his promise to protect the ranch, while Beth looks for a way to bring the fight to Market Equities.';
    premiere.durationSeconds = 2712;
  }
  return { show, format, slotMinutes: 60, episodes };
}

function homeShowCount(random: Random, row: ChannelRow): number {
  if (row.genre === 'movies') return 1;
  if (row.movieGenre !== null) return 2;
  if (row.isFastViewable) return random.int(2, 3);
  return random.int(3, 5);
}

function makeSeries(random: Random, row: ChannelRow, formatName: string, titles: Set<string>, ids: Set<string>, anchor: number): SeriesPlan {
  const format = FORMATS[formatName];
  if (!format) throw new Error(`Unknown show format "${formatName}" on ${row.channelId}`);
  const words = showWords(random, row);
  // Two same-format shows are told apart by their channel ('Movie Talk on Sci-Fi Theater').
  const title = uniqueTitle(() => fill(random, random.pick(format.titles), words), titles, (used) => `${used} on ${row.displayName}`);
  const showId = uniqueId('shw', title, ids);
  const description = fill(random, random.pick(format.descriptions), words);
  const genres = [...random.pick(format.genres)];
  const show: CatalogShow = {
    showId,
    type: 'SHOW',
    title,
    description,
    longDescription: longDescription(random, description, genres),
    genres,
    rating: { classification: 'VCHIP', value: random.pick(format.ratings) },
    channelId: row.channelId,
    releaseYear: null,
    runTimeSeconds: null,
    seasons: random.int(format.seasons[0], format.seasons[1]),
    color: paletteColor(showId),
  };
  const slotMinutes = random.pick(format.slots);
  return { show, format, slotMinutes, episodes: makeEpisodes(random, show, format, words, slotMinutes, anchor) };
}

export function buildShows(seed: number, anchor: number): ShowsResult {
  const random = Random.from(seed, 'shows');
  const titles = new Set<string>(['Yellowstone']);
  const ids = new Set<string>(['shw-yellowstone']);
  const series: SeriesPlan[] = [];
  const seriesByChannel = new Map<string, SeriesPlan[]>();

  for (const row of CHANNEL_ROWS) {
    const home: SeriesPlan[] = [];
    if (row.channelId === 'ch-amc') home.push(yellowstone(random, anchor));
    const formats = row.formats.length > 0 ? row.formats : GENRE_FORMATS[row.genre];
    const count = homeShowCount(random, row);
    // Start at a random format, then take them in turn, so a channel mixes its formats.
    const offset = random.int(0, formats.length - 1);
    for (let index = 0; index < count; index += 1) {
      home.push(makeSeries(random, row, formats[(offset + index) % formats.length] as string, titles, ids, anchor));
    }
    series.push(...home);
    seriesByChannel.set(row.channelId, home);
  }

  const movieChannels = CHANNEL_ROWS.filter(airsMovies);
  const anchorYear = new Date(anchor).getUTCFullYear();
  const movies: MoviePlan[] = [];
  for (const genre of MOVIE_GENRES) {
    const favouring = movieChannels.filter((row) => row.movieGenre === genre);
    for (let index = 0; index < 18; index += 1) {
      const title = uniqueTitle(() => movieTitle(random, genre), titles, (used) => `${used} II`);
      const showId = uniqueId('mov', title, ids);
      const description = movieDescription(random, genre);
      const runTimeSeconds = random.int(84, 152) * 60;
      const home = favouring.length > 0 && random.chance(0.6) ? random.pick(favouring) : random.pick(movieChannels);
      const genres = genre === 'Family' ? ['Family', 'Comedy'] : [genre];
      const show: CatalogShow = {
        showId,
        type: 'MOVIE',
        title,
        description,
        longDescription: longDescription(random, description, genres),
        genres,
        rating: { classification: 'MPAA', value: random.pick(MOVIE_RATINGS[genre]) },
        channelId: home.channelId,
        releaseYear: anchorYear - random.int(0, 45),
        runTimeSeconds,
        seasons: 0,
        color: paletteColor(showId),
      };
      movies.push({ show, genre, slotMinutes: Math.ceil((runTimeSeconds / 60 + 15) / 30) * 30 });
    }
  }
  return { series, seriesByChannel, movies };
}
