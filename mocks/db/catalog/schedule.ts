/**
 * The guide: broadcasts on every channel from 24 h before to 48 h after the anchor, back to back with
 * no gaps or overlaps, in 30–180 minute slots aligned to the half hour.
 *
 * Each UTC day of a channel is planned from its own random stream (seed, channel, day), so an airing
 * keeps its id and content when the anchor moves to the next hour: `brd-amc-20250612t1400` is the same
 * programme in every world with the same seed.
 */
import type { Broadcast } from '../world.ts';
import { Random } from '../random.ts';
import { cachedBy } from './cached-by.ts';
import { CHANNEL_ROWS, type ChannelRow } from './channel-table.ts';
import { airsMovies, type MoviePlan, type SeriesPlan, type ShowsResult } from './shows.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SCHEDULE_HOURS_BEFORE = 24;
export const SCHEDULE_HOURS_AFTER = 48;

function compactStamp(time: number): string {
  // 2025-06-12T14:00:00.000Z → 20250612t1400
  const iso = new Date(time).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}t${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

interface Slot {
  start: number;
  minutes: number;
  series: SeriesPlan | null;
  movie: MoviePlan | null;
}

function planDay(seed: number, row: ChannelRow, day: number, home: SeriesPlan[], movies: MoviePlan[], favoured: MoviePlan[]): Slot[] {
  const random = Random.from(seed, `schedule:${row.channelId}:${day}`);
  const slots: Slot[] = [];
  const dayStart = day * DAY_MS;
  const dayEnd = dayStart + DAY_MS;
  const movieShare = row.genre === 'movies' ? 0.8 : airsMovies(row) ? 0.35 : 0;
  for (let start = dayStart; start < dayEnd; ) {
    const remaining = (dayEnd - start) / MINUTE_MS;
    let series: SeriesPlan | null = null;
    let movie: MoviePlan | null = null;
    if (movies.length > 0 && random.chance(movieShare)) {
      movie = favoured.length > 0 && random.chance(0.6) ? random.pick(favoured) : random.pick(movies);
      if (movie.slotMinutes > remaining) movie = null;
    }
    if (!movie) series = home.length > 0 ? random.pick(home) : null;
    const wanted = movie ? movie.slotMinutes : series ? series.slotMinutes : 60;
    const minutes = Math.min(wanted, remaining);
    slots.push({ start, minutes, series, movie });
    start += minutes * MINUTE_MS;
  }
  return slots;
}

export function buildSchedule(seed: number, anchor: number, shows: ShowsResult): Broadcast[] {
  const windowStart = anchor - SCHEDULE_HOURS_BEFORE * HOUR_MS;
  const windowEnd = anchor + SCHEDULE_HOURS_AFTER * HOUR_MS;
  const firstDay = Math.floor(windowStart / DAY_MS);
  const lastDay = Math.floor((windowEnd - 1) / DAY_MS);
  // Each distinct half hour written once (≈ 150 of them, for ≈ 37,000 start and end times).
  const iso = cachedBy((time: number) => new Date(time).toISOString());
  const stamp = cachedBy(compactStamp);

  const broadcasts: Broadcast[] = [];
  for (const row of CHANNEL_ROWS) {
    const home = shows.seriesByChannel.get(row.channelId) ?? [];
    const movies = airsMovies(row) ? shows.movies : [];
    const favoured = row.movieGenre ? movies.filter((movie) => movie.genre === row.movieGenre) : [];
    const short = row.channelId.replace(/^ch-/, '');
    const first = broadcasts.length;
    for (let day = firstDay; day <= lastDay; day += 1) {
      const random = Random.from(seed, `airing:${row.channelId}:${day}`);
      for (const slot of planDay(seed, row, day, home, movies, favoured)) {
        const end = slot.start + slot.minutes * MINUTE_MS;
        // Flags are drawn for every slot (kept or not) so a slot's flags do not depend on the window.
        const newRoll = random.next();
        const blackoutRoll = random.next();
        const lookbackRoll = random.next();
        const episodeRoll = random.next();
        if (end <= windowStart || slot.start >= windowEnd) continue;
        const hour = Math.floor(slot.start / HOUR_MS) % 24;
        const primeTime = hour >= 0 && hour <= 4; // 7–11 pm US Central
        let episodeId: string | null = null;
        let isNew: boolean;
        let showId: string;
        if (slot.movie) {
          showId = slot.movie.show.showId;
          isNew = newRoll < 0.03;
        } else if (slot.series) {
          showId = slot.series.show.showId;
          const episodes = slot.series.episodes;
          isNew = primeTime ? newRoll < 0.35 : newRoll < 0.05;
          const episode = isNew ? episodes[episodes.length - 1] : episodes[Math.floor(episodeRoll * episodes.length)];
          episodeId = episode?.episodeId ?? null;
        } else {
          continue;
        }
        broadcasts.push({
          broadcastId: `brd-${short}-${stamp(slot.start)}`,
          channelId: row.channelId,
          showId,
          episodeId,
          startsAt: iso(slot.start),
          endsAt: iso(end),
          isNew,
          isBlackout: row.isBlackoutProne && blackoutRoll < 0.06,
          isLookback: row.isLookback && lookbackRoll < 0.7,
        });
      }
    }
    // The cast example of a blackout is on BET: make sure one upcoming BET airing is blacked out.
    if (row.channelId === 'ch-bet') {
      const own = broadcasts.slice(first);
      if (!own.some((broadcast) => broadcast.isBlackout)) {
        const upcoming = own.find((broadcast) => Date.parse(broadcast.startsAt) >= anchor + 2 * HOUR_MS);
        if (upcoming) upcoming.isBlackout = true;
      }
    }
  }
  return broadcasts;
}
