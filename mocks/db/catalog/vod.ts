/**
 * On-demand assets. An asset's `vodId` is the playable asset id the playback contract uses: the
 * episode id for an episode (`epi-yellowstone-s5e1`), the movie's id for a movie (`mov-…`).
 * Most windows are open for weeks; some expire within 72 hours ('Expires in …'), and a few are outside
 * their window (not yet available, or already expired) so the predicates have something to reject.
 */
import type { VodAsset } from '../world.ts';
import { Random } from '../random.ts';
import { cachedBy } from './cached-by.ts';
import type { ShowsResult } from './shows.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function windowFor(random: Random, anchor: number, releasedAt: number): { availableFrom: number; availableUntil: number } {
  const roll = random.next();
  if (roll < 0.1) {
    // Expiring within 72 hours.
    return { availableFrom: Math.min(releasedAt, anchor - 20 * DAY_MS), availableUntil: anchor + random.int(3, 70) * HOUR_MS };
  }
  if (roll < 0.14) {
    // Expired.
    return { availableFrom: anchor - random.int(40, 90) * DAY_MS, availableUntil: anchor - random.int(1, 10) * DAY_MS };
  }
  if (roll < 0.17) {
    // Not yet available.
    const from = anchor + random.int(1, 5) * DAY_MS;
    return { availableFrom: from, availableUntil: from + 60 * DAY_MS };
  }
  return { availableFrom: Math.min(releasedAt, anchor - DAY_MS), availableUntil: anchor + random.int(10, 120) * DAY_MS };
}

export function buildVod(seed: number, anchor: number, shows: ShowsResult): VodAsset[] {
  const random = Random.from(seed, 'vod');
  const assets: VodAsset[] = [];
  // Each distinct time written, and each distinct air date read, once: the windows fall on a few hundred distinct
  // hours and days.
  const iso = cachedBy((time: number) => new Date(time).toISOString());
  const airDate = cachedBy((iso: string) => Date.parse(iso));
  for (const plan of shows.series) {
    const { show, episodes } = plan;
    if (show.showId !== 'shw-yellowstone' && (plan.format.live === true || random.chance(0.3))) continue;
    const latest = show.showId === 'shw-yellowstone' ? episodes : episodes.slice(-random.int(3, 8));
    for (const episode of latest) {
      const releasedAt = airDate(episode.originalAirDate);
      const window =
        episode.episodeId === 'epi-yellowstone-s5e1'
          ? { availableFrom: anchor - 30 * DAY_MS, availableUntil: anchor + 90 * DAY_MS }
          : windowFor(random, anchor, releasedAt);
      assets.push({
        vodId: episode.episodeId,
        showId: show.showId,
        episodeId: episode.episodeId,
        availableFrom: iso(window.availableFrom),
        availableUntil: iso(window.availableUntil),
      });
    }
  }
  for (const movie of shows.movies) {
    if (random.chance(0.3)) continue;
    const window = windowFor(random, anchor, anchor - random.int(30, 400) * DAY_MS);
    assets.push({
      vodId: movie.show.showId,
      showId: movie.show.showId,
      episodeId: null,
      availableFrom: iso(window.availableFrom),
      availableUntil: iso(window.availableUntil),
    });
  }
  return assets;
}
